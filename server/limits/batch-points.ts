import type { Config } from '../config';
import { Busy } from '../domain-errors';
import type { ClientLimiter } from './client-limiter';

/**
 * The batch endpoint's points a minute per client when BATCH_POINTS_PER_MIN is unset:
 * offline, enough for one user's 10,000-point file at full speed; upstream, what a
 * key's quota allows.
 */
export function batchPointsPerMinute(
  config: Pick<Config, 'BATCH_POINTS_PER_MIN' | 'UPSTREAM_BASE_URL'>,
): number {
  return config.BATCH_POINTS_PER_MIN ?? (config.UPSTREAM_BASE_URL ? 600 : 60_000);
}

/**
 * The batch endpoints' budget: the client limiter's `consume(key, cost)` with one unit
 * per point or name (all of a request's at once or none), under its own key so that it
 * is apart from the per-request budget of the other endpoints. Both batch endpoints
 * spend the same budget. `key` is the client's (none: not limited).
 */
export function batchPointBudget(limiter: ClientLimiter, refused?: () => void) {
  return async (key: string | undefined, points: number) => {
    if (key === undefined) return;
    const consumed = await limiter.consume(`batch:${key}`, Math.min(points, limiter.capacity));
    if (!consumed.ok) {
      refused?.();
      throw new Busy(
        `too many points or names: at most ${limiter.capacity} a minute; try again in ${consumed.retryAfterS} s`,
        {
          errorCode: 'batch_rate_limited',
          params: { limit: limiter.capacity, seconds: consumed.retryAfterS },
        },
        String(consumed.retryAfterS),
      );
    }
  };
}
