import { setTimeout as sleep } from 'node:timers/promises';
import type { ClientLimiter } from './client-limiter';

/**
 * Spends `rows` of the client's JOBS_CLIENT_ROWS_PER_MIN for a server-side job, spread out: what
 * the budget has now is taken, and for the rest the job waits its turn (never refused, never more
 * than the budget a minute).
 */
export async function spendJobRows(
  limiter: ClientLimiter,
  clientKey: string,
  rows: number,
  signal: AbortSignal,
) {
  // A batch request's worth at a time: a job never takes a whole minute's budget in one go.
  const step = Math.max(1, Math.min(100, limiter.capacity));
  for (let left = rows; left > 0;) {
    const take = Math.min(left, step);
    const consumed = await limiter.consume(`jobs:${clientKey}`, take);
    if (consumed.ok) left -= take;
    else await sleep(consumed.retryAfterS * 1000, undefined, { signal });
  }
}
