/** Admitted now, or not before `retryAfterMs` from now. */
type Admission = { ok: true } | { ok: false; retryAfterMs: number };

/**
 * A sliding-window log: at most `max` calls admitted in any `windowMs`. The upstream
 * quota checks it at the moment a call goes, after its paced turn, so that callers a
 * busy event loop woke late cannot go out bunched above the quota.
 */
export interface SendWindowStore {
  admit(key: string, max: number, windowMs: number): Promise<Admission>;
}

export function memorySendWindow(now: () => number = Date.now): SendWindowStore {
  const logs = new Map<string, number[]>();
  return {
    async admit(key, max, windowMs) {
      const time = now();
      const log = (logs.get(key) ?? []).filter((at) => at > time - windowMs);
      logs.set(key, log);
      if (log.length < max) {
        log.push(time);
        return { ok: true };
      }
      return { ok: false, retryAfterMs: Math.max(1, log[log.length - max]! + windowMs - time) };
    },
  };
}
