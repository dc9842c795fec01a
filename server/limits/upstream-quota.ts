import { ServiceError } from '../errors';
import { type GcraStore, memoryGcraStore } from './gcra';

const KEY = 'upstream-quota';

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
  const intervalMs = 1000 / options.maxRps;
  return {
    async acquire(signal) {
      const result = await store.take(KEY, { incrementMs: intervalMs, burstMs: intervalMs, maxDelayMs: options.maxWaitMs });
      if (!result.ok) {
        const seconds = Math.max(1, Math.ceil(result.retryAfterMs / 1000));
        throw new ServiceError(429, `upstream quota reached (${options.maxRps} a second); try again in ${seconds} s`, {
          retryAfter: String(seconds),
        });
      }
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
