import { useEffect, useState } from 'react';
import { useAppStore } from '../store/app-store';
import { errorWords, failureOf, waitOf } from './error-text';

/**
 * errorWords for an error received at `receivedAt` (ms), with a 429's wait counting down each second
 * (… 8 秒后可再试 … 7 秒 …) until it is over, then the plain "too many requests"; `waitS` is the
 * seconds left (0: no wait, or over).
 */
export function useErrorText(error: Error, receivedAt: number): { text: string; waitS: number } {
  const language = useAppStore((s) => s.language);
  const wait = waitOf(error);
  const until = wait ? receivedAt + wait * 1000 : 0;
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    if (!until) return;
    const timer = setInterval(() => {
      setNow(Date.now());
      if (Date.now() >= until) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [until]);
  const failure = failureOf(error);
  if (!until) return { text: errorWords(failure, language), waitS: 0 };
  const left = Math.ceil((until - now) / 1000);
  if (left <= 0) return { text: errorWords({ status: 429 }, language), waitS: 0 };
  return { text: errorWords(failure, language, left), waitS: left };
}
