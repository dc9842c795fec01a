import { useEffect, useState } from 'react';

/** True once `flag` has stayed true for `delayMs`; false as soon as it turns false. */
export function useDelayedFlag(flag: boolean, delayMs: number): boolean {
  const [late, setLate] = useState(false);
  useEffect(() => {
    if (!flag) return;
    const timer = setTimeout(() => setLate(true), delayMs);
    return () => {
      clearTimeout(timer);
      setLate(false);
    };
  }, [flag, delayMs]);
  return flag && late;
}
