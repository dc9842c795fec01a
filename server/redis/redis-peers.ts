import { randomUUID } from 'node:crypto';
import type { RedisLink } from './redis-link';

const KEY = 'peers:v1';
const BEAT_MS = 2000;
/** An instance not heard from for this long no longer counts. */
const GONE_MS = 3 * BEAT_MS;

/**
 * How many app instances share this Redis: each writes a heartbeat every two seconds and
 * reads how many others did lately. The count is kept while Redis is down (that is when
 * it is needed: to split shared budgets between instances that can no longer agree).
 */
export function trackPeers(link: RedisLink, id: string = randomUUID()) {
  let count = 1;
  const beat = () =>
    link.attempt(
      async (client) => {
        const now = Date.now();
        const [, , seen] = (await client
          .multi()
          .zadd(KEY, now, id)
          .zremrangebyscore(KEY, '-inf', now - GONE_MS)
          .zcard(KEY)
          .pexpire(KEY, GONE_MS)
          .exec()) as [unknown, unknown, [Error | null, number]];
        if (!seen[0]) count = Math.max(1, seen[1]);
      },
      () => undefined,
    );
  void beat();
  const timer = setInterval(() => void beat(), BEAT_MS);
  timer.unref();
  return {
    count: () => count,
    stop: () => clearInterval(timer),
  };
}
