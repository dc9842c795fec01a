import type { SharedAnswers } from './shared-answers';
import type { RedisLink } from './redis-link';

/**
 * Cached upstream answers in Redis, keyed with a contract version so a contract change
 * never reads an old shape; bounded by Redis's own maxmemory policy (see docs/deploy.md).
 */
export function redisAnswers(link: RedisLink, prefix = 'gcm:v1:answer:'): SharedAnswers {
  return {
    get: (key) =>
      link.attempt(
        async (client) => (await client.get(prefix + key)) ?? undefined,
        () => undefined,
      ),
    set: (key, value, ttlMs) =>
      link.attempt(
        async (client) => void (await client.set(prefix + key, value, 'PX', Math.max(1, Math.round(ttlMs)))),
        () => undefined,
      ),
    claim: (key, ms) =>
      link.attempt(
        async (client) =>
          (await client.set(`${prefix}lock:${key}`, '1', 'PX', Math.max(1, ms), 'NX')) === 'OK',
        () => true,
      ),
    release: (key) =>
      link.attempt(
        async (client) => void (await client.del(`${prefix}lock:${key}`)),
        () => undefined,
      ),
  };
}
