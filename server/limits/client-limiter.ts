import { type GcraStore, memoryGcraStore } from './gcra';

type Consumed = { ok: true } | { ok: false; retryAfterS: number };

/**
 * A budget per client: `perMinute` units a minute sustained, the same number as a
 * burst. `consume(clientKey, cost)` takes `cost` units at once (a batch of points
 * costs one per point) or none, and says how long to wait when they are not there.
 * A cost above `capacity` can never pass: check it first and refuse the request.
 */
export interface ClientLimiter {
  readonly capacity: number;
  consume(clientKey: string, cost?: number): Promise<Consumed>;
  /**
   * Takes `cost` units (at most `capacity`) for work already done, whether they are there or not:
   * what is not there is owed, and the client's next calls wait until it is paid back.
   */
  charge(clientKey: string, cost: number): Promise<void>;
}

/** How far a client may owe (in minutes of its budget) before a charge is no longer recorded. */
const MAX_OWED_MINUTES = 10;

export function createClientLimiter(options: { perMinute: number; store?: GcraStore }): ClientLimiter {
  const { perMinute } = options;
  const store = options.store ?? memoryGcraStore();
  const intervalMs = 60_000 / perMinute;
  const burstMs = perMinute * intervalMs;
  return {
    capacity: perMinute,
    async charge(clientKey, cost) {
      const units = Math.min(Math.floor(cost), perMinute);
      if (units < 1) return;
      const owed = MAX_OWED_MINUTES * burstMs;
      await store.take(`rl:${clientKey}`, { incrementMs: units * intervalMs, burstMs, maxDelayMs: owed });
    },
    async consume(clientKey, cost = 1) {
      if (!(cost >= 1) || !Number.isInteger(cost))
        throw new RangeError(`cost must be a whole number ≥ 1, got ${cost}`);
      const result = await store.take(`rl:${clientKey}`, {
        incrementMs: cost * intervalMs,
        burstMs,
        maxDelayMs: 0,
      });
      return result.ok
        ? { ok: true }
        : { ok: false, retryAfterS: Math.max(1, Math.ceil(result.retryAfterMs / 1000)) };
    },
  };
}
