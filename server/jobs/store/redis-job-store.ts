import type { Redis } from 'ioredis';
import { recordOfFields } from './job-record';
import type { JobStore } from './job-store';

const jobKey = (id: string) => `job:${id}`;
const countedKey = (id: string) => `job:${id}:counted`;
const activeKey = (client: string) => `jobs:active:${client}`;
/** Places held for uploads being read, by when each hold lapses (a process that died mid-upload). */
const heldKey = (client: string) => `jobs:held:${client}`;
const EXPIRY_KEY = 'jobs:expiry';
/** Jobs by state, kept as they move (what /metrics reports). */
const STATES_KEY = 'jobs:states';

// The state moves only from the state read: HSET when it still holds, else nothing. A final state
// leaves the client's active set and enters the expiry set.
const MOVE = `
if redis.call('HGET', KEYS[1], 'state') ~= ARGV[1] then return 0 end
for i = 4, #ARGV, 2 do redis.call('HSET', KEYS[1], ARGV[i], ARGV[i + 1]) end
redis.call('HINCRBY', KEYS[4], ARGV[1], -1)
redis.call('HINCRBY', KEYS[4], redis.call('HGET', KEYS[1], 'state'), 1)
if ARGV[2] ~= '' then
  redis.call('SREM', KEYS[2], ARGV[3])
  redis.call('ZADD', KEYS[3], ARGV[2], ARGV[3])
end
return 1`;

// A chunk's counts are added once: SADD says whether this delivery is the first.
const COUNT = `
if redis.call('EXISTS', KEYS[1]) == 0 then return -1 end
if redis.call('SADD', KEYS[2], ARGV[1]) == 0 then return -1 end
redis.call('HINCRBY', KEYS[1], 'done', ARGV[2])
redis.call('HINCRBY', KEYS[1], 'succeeded', ARGV[3])
redis.call('HINCRBY', KEYS[1], 'failed', ARGV[4])
return redis.call('SCARD', KEYS[2])`;

// One check and hold for every instance: two uploads at once cannot both take the last place.
const RESERVE = `
redis.call('ZREMRANGEBYSCORE', KEYS[2], '-inf', ARGV[3])
if redis.call('SCARD', KEYS[1]) + redis.call('ZCARD', KEYS[2]) >= tonumber(ARGV[2]) then return 0 end
redis.call('ZADD', KEYS[2], ARGV[4], ARGV[1])
return 1`;

const REMOVE = `
local job = redis.call('HMGET', KEYS[1], 'client', 'state')
if not job[1] then return 0 end
redis.call('SREM', 'jobs:active:' .. job[1], ARGV[1])
redis.call('HINCRBY', KEYS[4], job[2], -1)
redis.call('DEL', KEYS[1], KEYS[2])
redis.call('ZREM', KEYS[3], ARGV[1])
return 1`;

/**
 * Jobs in the shared Redis: a hash per job, the set of its counted chunks, the set of each client's
 * active jobs and one sorted set of finished jobs by expiry (for the retention sweep; nothing lists
 * jobs to a client). `client` is a connection of its own that fails fast while Redis is away (the
 * routes answer 503, a chunk is retried).
 */
export function redisJobStore(client: Redis): JobStore {
  return {
    async create(record) {
      await client
        .multi()
        .hset(jobKey(record.id), record as unknown as Record<string, string | number>)
        .sadd(activeKey(record.client), record.id)
        .zrem(heldKey(record.client), record.id)
        .hincrby(STATES_KEY, record.state, 1)
        .exec();
    },
    async get(id) {
      return recordOfFields(await client.hgetall(jobKey(id)));
    },
    async move(id, from, fields) {
      const record = await client.hget(jobKey(id), 'client');
      if (record === null) return false;
      const pairs = Object.entries(fields).flatMap(([name, value]) => [name, String(value)]);
      const moved = await client.eval(
        MOVE,
        4,
        jobKey(id),
        activeKey(record),
        EXPIRY_KEY,
        STATES_KEY,
        from,
        fields.expires_at ? String(fields.expires_at) : '',
        id,
        ...pairs,
      );
      return moved === 1;
    },
    async countChunk(id, index, counts) {
      const answer = (await client.eval(
        COUNT,
        2,
        jobKey(id),
        countedKey(id),
        index,
        counts.done,
        counts.succeeded,
        counts.failed,
      )) as number;
      return answer < 0 ? undefined : answer;
    },
    async isCounted(id, index) {
      return (await client.sismember(countedKey(id), String(index))) === 1;
    },
    async counted(id) {
      return new Set((await client.smembers(countedKey(id))).map(Number));
    },
    async reserve(clientKey, id, max, now, until) {
      const held = await client.eval(
        RESERVE,
        2,
        activeKey(clientKey),
        heldKey(clientKey),
        id,
        max,
        now,
        until,
      );
      return held === 1;
    },
    async release(clientKey, id) {
      await client.zrem(heldKey(clientKey), id);
    },
    async expired(now) {
      return client.zrangebyscore(EXPIRY_KEY, '-inf', now);
    },
    async remove(id) {
      await client.eval(REMOVE, 4, jobKey(id), countedKey(id), EXPIRY_KEY, STATES_KEY, id);
    },
    async states() {
      const counts = await client.hgetall(STATES_KEY);
      return Object.fromEntries(Object.entries(counts).map(([state, count]) => [state, Number(count)]));
    },
    async close() {
      client.disconnect();
    },
  };
}
