import { randomUUID } from 'node:crypto';
import type { SendWindowStore } from '../limits/send-window';
import type { RedisLink } from './redis-link';

// The sliding-window log of server/limits/send-window.ts, atomic in Redis on Redis's clock.
const ADMIT = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + tonumber(t[2]) / 1000
local max, window, away = tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[4])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - window)
local count = redis.call('ZCARD', KEYS[1])
if count + away < max then
  redis.call('ZADD', KEYS[1], now, ARGV[3])
  redis.call('PEXPIRE', KEYS[1], math.ceil(window) * 2)
  return 0
end
if count < max then return 50 end
local oldest = redis.call('ZRANGE', KEYS[1], count - max, count - max, 'WITHSCORES')
return math.max(1, math.ceil(tonumber(oldest[2]) + window - now))
`;

/**
 * One window for every instance; while Redis is down each keeps its own, for its share
 * (`peers()`). Calls let through while Redis was away are not in a Redis that restarted
 * empty: for a window after it returns they count once per instance (`away`).
 */
export function redisSendWindow(
  link: RedisLink,
  fallback: SendWindowStore,
  peers: () => number,
  prefix = 'sw:v1:',
): SendWindowStore {
  let sentWhileAway: number[] = [];
  return {
    admit: (key, max, windowMs) =>
      link.attempt(
        async (client) => {
          sentWhileAway = sentWhileAway.filter((at) => at > Date.now() - windowMs);
          const away = sentWhileAway.length * Math.max(1, peers());
          const wait = Number(await client.eval(ADMIT, 1, prefix + key, max, windowMs, randomUUID(), away));
          if (wait !== 0) return { ok: false as const, retryAfterMs: wait };
          // Kept in the local log too: should Redis go away now, this instance's share counts them.
          await fallback.admit(key, Number.POSITIVE_INFINITY, windowMs);
          return { ok: true as const };
        },
        async () => {
          const admission = await fallback.admit(
            key,
            Math.max(1, Math.floor(max / Math.max(1, peers()))),
            windowMs,
          );
          if (admission.ok) sentWhileAway.push(Date.now());
          return admission;
        },
      ),
  };
}
