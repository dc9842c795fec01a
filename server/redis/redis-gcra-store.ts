import type { GcraStore } from '../limits/gcra';
import type { RedisLink } from './redis-link';

// The GCRA step of server/limits/gcra.ts, atomic in Redis, on Redis's own clock so that
// every instance reads the same time. TATs are kept as decimal text (ms, 3 decimals).
const TAKE = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + tonumber(t[2]) / 1000
local tat = tonumber(redis.call('GET', KEYS[1])) or now
local inc, burst, maxDelay, floor = tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3]), tonumber(ARGV[4])
local nxt = math.max(tat, now + math.max(0, floor)) + inc
local ahead = nxt - now
if ahead > burst + maxDelay then return {0, math.ceil(ahead - burst - maxDelay)} end
redis.call('SET', KEYS[1], string.format('%.3f', nxt), 'PX', math.ceil(ahead) + 1000)
return {1, math.ceil(math.max(0, ahead - burst))}
`;

const PAUSE = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + tonumber(t[2]) / 1000
local tat = tonumber(redis.call('GET', KEYS[1])) or 0
local ms = tonumber(ARGV[1])
redis.call('SET', KEYS[1], string.format('%.3f', math.max(tat, now + ms)), 'PX', math.ceil(ms) + 1000)
return 1
`;

/**
 * GCRA state shared by every instance through Redis. While Redis is down the in-process
 * store answers, each instance taking its share only (`peers()`: how many instances were
 * last seen), so that N instances together still stay within one budget.
 */
export function redisGcraStore(
  link: RedisLink,
  fallback: GcraStore,
  peers: () => number,
  prefix = 'gcm:v1:',
): GcraStore {
  return {
    take: (key, step) =>
      link.attempt(
        async (client) => {
          const args = [step.incrementMs, step.burstMs, step.maxDelayMs, step.floorAheadMs ?? 0];
          const [ok, ms] = (await client.eval(TAKE, 1, prefix + key, ...args)) as [number, number];
          return ok === 1 ? { ok: true as const, delayMs: ms } : { ok: false as const, retryAfterMs: ms };
        },
        () => fallback.take(key, { ...step, incrementMs: step.incrementMs * Math.max(1, peers()) }),
      ),
    async pause(key, ms) {
      await fallback.pause(key, ms);
      await link.attempt(
        async (client) => void (await client.eval(PAUSE, 1, prefix + key, ms)),
        () => undefined,
      );
    },
  };
}
