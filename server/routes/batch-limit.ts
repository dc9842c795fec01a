import type { Context } from 'hono';
import { ServiceError } from '../errors';
import { createClientLimiter } from '../limits/client-limiter';
import { memoryGcraStore } from '../limits/gcra';
import { budgetKey, type RateLimitOptions } from '../rate-limit';

/**
 * The batch endpoint's budget: it counts points, not requests (one unit per point,
 * all of a request's points at once or none), in its own per-client budget.
 */
export function batchPointBudget(pointsPerMinute: number, rateLimit: RateLimitOptions | undefined) {
  const limiter = createClientLimiter({ perMinute: pointsPerMinute, store: memoryGcraStore({ now: rateLimit?.now }) });
  const clientKey = rateLimit?.clientKey ?? ((c: Context) => budgetKey(c, rateLimit?.trustProxy));
  return async (c: Context, points: number) => {
    const key = clientKey(c);
    if (key === undefined) return;
    const consumed = await limiter.consume(key, Math.min(points, limiter.capacity));
    if (!consumed.ok) {
      throw new ServiceError(
        429,
        `too many points: at most ${pointsPerMinute} points a minute; try again in ${consumed.retryAfterS} s`,
        { retryAfter: String(consumed.retryAfterS) },
      );
    }
  };
}
