import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeUpstream, type FakeUpstream } from '../../test-support/fake-upstream-server';
import { startRedis, type TestRedis } from '../../test-support/redis-server';
import { composeApp } from '../main/compose';
import { loadConfig } from '../config';

// A full Redis (maxmemory, noeviction) answers reads and PING but refuses every write (#36):
// the instance logs it down once and back once, not once per probe.

let redis: TestRedis;
let upstream: FakeUpstream;
let admin: Redis;
const closers: (() => Promise<void>)[] = [];
beforeAll(async () => {
  [redis, upstream] = await Promise.all([startRedis(), startFakeUpstream(0)]);
  admin = new Redis(redis.url);
  await admin.config('SET', 'maxmemory-policy', 'noeviction');
  await admin.config('SET', 'maxmemory', '8mb');
});
afterAll(async () => {
  await Promise.all(closers.map((close) => close()));
  admin.disconnect();
  await redis.stop();
  await upstream.close();
});

/**
 * Writes values until Redis refuses one for lack of memory: 256 KB ones, then 1 KB ones to close
 * the gap the refused value's own buffer leaves once it is freed.
 */
async function fill() {
  let written = 0;
  for (const size of [256 * 1024, 1024]) {
    const value = 'x'.repeat(size);
    for (;;) {
      try {
        await admin.set(`fill:${written++}`, value);
      } catch (error) {
        expect((error as Error).message).toMatch(/^OOM/);
        break;
      }
      if (written > 10_000) throw new Error('redis never refused a write');
    }
  }
}

describe('a full Redis that refuses writes', () => {
  it('is logged down once while full and back once when writes work again', async () => {
    const lines: string[] = [];
    const config = loadConfig({
      UPSTREAM_BASE_URL: upstream.url,
      REDIS_URL: redis.url,
      RATE_LIMIT_PER_MIN: '100000',
      UPSTREAM_MAX_RPS: '1000',
      REDIS_COMMAND_TIMEOUT_MS: '2000',
      REDIS_BACKOFF_MS: '100', // many probes in the few seconds the test runs
    });
    const { app, close, sharedReady } = await composeApp(config, (line) => lines.push(line));
    closers.push(close);
    await expect.poll(sharedReady, { timeout: 5000 }).toBe(true);
    const count = (text: string) => lines.filter((line) => line.includes(text)).length;

    let asked = 0;
    const statuses: number[] = [];
    let running = true;
    const load = async () => {
      while (running) {
        const lat = (20 + (asked++ % 5000) / 1000).toFixed(3);
        const answer = await app.request(
          `/api/geoToAddress?lat=${lat}&lng=110`,
          {},
          { incoming: { socket: { remoteAddress: '198.51.100.9' } } },
        );
        statuses.push(answer.status);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    };
    const traffic = Promise.all([load(), load()]);

    await fill();
    await expect.poll(() => count('redis down'), { timeout: 5000 }).toBe(1);
    expect(lines.find((line) => line.includes('redis down'))).toMatch(/OOM/);
    // Full under 200 more lookups (at least 1 s, 10 probes at REDIS_BACKOFF_MS=100): none calls it back.
    const fullFrom = statuses.length;
    await expect.poll(() => statuses.length - fullFrom, { timeout: 20_000 }).toBeGreaterThan(200);
    expect(count('redis is back')).toBe(0);
    expect(sharedReady()).toBe(false);

    // Room again, but little (maxmemory raised to 5% above what is used): a small write passes,
    // yet the first answers shared would fill it again, so it stays down until there is more.
    const used = Number(/^used_memory:(\d+)/m.exec(await admin.info('memory'))?.[1]);
    await admin.config('SET', 'maxmemory', String(Math.round(used * 1.05)));
    const nearlyFullFrom = statuses.length;
    await expect.poll(() => statuses.length - nearlyFullFrom, { timeout: 20_000 }).toBeGreaterThan(200);
    expect(count('redis is back')).toBe(0);

    await admin.flushall();
    await expect.poll(() => count('redis is back'), { timeout: 5000 }).toBe(1);
    const freeFrom = statuses.length;
    await expect.poll(() => statuses.length - freeFrom, { timeout: 10_000 }).toBeGreaterThan(20);
    running = false;
    await traffic;

    expect(count('redis down')).toBe(1);
    expect(count('redis is back')).toBe(1);
    expect(sharedReady()).toBe(true);
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
  }, 30_000);
});
