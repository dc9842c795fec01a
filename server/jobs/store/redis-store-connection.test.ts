import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRedis, type TestRedis } from '../../../test-support/redis-server';
import { redisJobStore } from './redis-job-store';
import { storeConnection } from './redis-store-connection';

// A real redis-server, stalled (SIGSTOP: the connection stays open, nothing answers, as under
// DEBUG SLEEP): the store's command fails within its timeout, which the engine answers as 503.

let redis: TestRedis;
beforeAll(async () => {
  redis = await startRedis();
}, 30_000);
afterAll(async () => {
  redis.resume();
  await redis.stop();
});

describe('the job store on a stalled Redis', () => {
  it('fails a command within the timeout instead of waiting for Redis', async () => {
    const client = await storeConnection(redis.url, 500);
    const store = redisJobStore(client);
    expect(await store.get('A'.repeat(22))).toBeUndefined();
    redis.pause();
    const started = performance.now();
    const outcome = await Promise.race([
      store.get('A'.repeat(22)).then(
        () => 'answered',
        (error: Error) => error.message,
      ),
      new Promise((resolve) => setTimeout(resolve, 8000, 'still waiting')),
    ]);
    const waited = performance.now() - started;
    redis.resume();
    expect(outcome).toMatch(/timed out/i);
    expect(waited).toBeLessThan(3000);
    client.disconnect();
  }, 20_000);
});
