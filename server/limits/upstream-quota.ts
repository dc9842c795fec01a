import { Busy } from '../domain-errors';
import { type GcraStore, memoryGcraStore } from './gcra';
import { memorySendWindow, type SendWindowStore } from './send-window';

const KEY = 'upstream-quota';
/**
 * The sliding window is this much longer than the upstream's second: calls reach the far
 * end after a transit that varies (a connection, the far end's own queue), which brings
 * calls sent just over a second apart within one second there. Measured at the fake
 * upstream (e2e/batch-upstream.spec.ts): 21–22 in a second at 20/s with a 1,000 ms window.
 */
const TRANSIT_SPREAD_MS = 250;

/**
 * At most `maxRps` upstream calls in any second, across every instance when the stores
 * are shared (Redis). Calls are spaced evenly (no burst): a caller waits for its turn, and
 * when it comes, a sliding window checks that the second before it still has room; a
 * caller that would wait more than `maxWaitMs` in all is refused with 429. An upstream
 * 429 pauses every caller for its Retry-After.
 */
export interface UpstreamQuota {
  acquire(signal: AbortSignal): Promise<void>;
  pause(seconds: number): Promise<void>;
}

export function createUpstreamQuota(options: {
  maxRps: number;
  maxWaitMs: number;
  store?: GcraStore;
  window?: SendWindowStore;
  /** Told of each call that waited for its turn and each one refused (the metrics). */
  observe?: { waited(): void; refused(): void };
}): UpstreamQuota {
  const store = options.store ?? memoryGcraStore();
  const window = options.window ?? memorySendWindow();
  const refuse = (waitMs: number) => {
    options.observe?.refused();
    const seconds = Math.max(1, Math.ceil(waitMs / 1000));
    return new Busy(
      `upstream quota reached (${options.maxRps} a second); try again in ${seconds} s`,
      { errorCode: 'upstream_quota_reached', params: { rps: options.maxRps, seconds } },
      String(seconds),
    );
  };
  // Turns are spaced as the window lets calls go (maxRps per 1.25 s, 80 % of the quota),
  // so that they do not pile up at the window; the spare fifth also absorbs calls that a
  // busy event loop woke late and bunched.
  const windowMs = 1000 + TRANSIT_SPREAD_MS;
  const intervalMs = windowMs / options.maxRps;
  /** When the last turn this instance was given comes (ms, local clock), whichever store gave it. */
  let lastTurnAt = 0;
  return {
    async acquire(signal) {
      const deadline = Date.now() + options.maxWaitMs;
      const floorAheadMs = lastTurnAt - Date.now();
      const turn = await store.take(KEY, {
        incrementMs: intervalMs,
        burstMs: intervalMs,
        maxDelayMs: options.maxWaitMs,
        floorAheadMs,
      });
      if (!turn.ok) throw refuse(turn.retryAfterMs);
      lastTurnAt = Math.max(lastTurnAt, Date.now() + turn.delayMs);
      let waited = turn.delayMs > 0;
      if (waited) await sleep(turn.delayMs, signal);
      for (;;) {
        const admission = await window.admit(KEY, options.maxRps, windowMs);
        if (admission.ok) {
          if (waited) options.observe?.waited();
          return;
        }
        waited = true;
        if (Date.now() + admission.retryAfterMs > deadline) throw refuse(admission.retryAfterMs);
        await sleep(admission.retryAfterMs, signal);
      }
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
