import { ServiceError } from '../errors';
import { type GcraStore, memoryGcraStore } from './gcra';

const KEY = 'upstream-quota';
const QUOTA_AIM = 0.9;

/**
 * At most `maxRps` upstream calls a second, across every instance when the store is
 * shared (Redis). Calls are spaced evenly (no burst): a caller waits for its slot, up
 * to `maxWaitMs`; past that it is refused with 429. An upstream 429 pauses every
 * caller for its Retry-After.
 */
export interface UpstreamQuota {
  acquire(signal: AbortSignal): Promise<void>;
  pause(seconds: number): Promise<void>;
}

export function createUpstreamQuota(options: { maxRps: number; maxWaitMs: number; store?: GcraStore }): UpstreamQuota {
  const store = options.store ?? memoryGcraStore();
  // Turns are spaced for 90 % of the quota: a busy event loop wakes sleepers late and
  // bunches their calls, and the spare tenth absorbs that at the upstream.
  const intervalMs = 1000 / (options.maxRps * QUOTA_AIM);
  /** When the last turn this instance was given comes (ms, local clock), whichever store gave it. */
  let lastTurnAt = 0;
  return {
    async acquire(signal) {
      const floorAheadMs = lastTurnAt - Date.now();
      const result = await store.take(KEY, { incrementMs: intervalMs, burstMs: intervalMs, maxDelayMs: options.maxWaitMs, floorAheadMs });
      if (!result.ok) {
        const seconds = Math.max(1, Math.ceil(result.retryAfterMs / 1000));
        throw new ServiceError(429, `upstream quota reached (${options.maxRps} a second); try again in ${seconds} s`, {
          retryAfter: String(seconds),
        });
      }
      lastTurnAt = Math.max(lastTurnAt, Date.now() + result.delayMs);
      if (result.delayMs > 0) await sleep(result.delayMs, signal);
    },
    pause: (seconds) => store.pause(KEY, seconds * 1000),
  };
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });
}
