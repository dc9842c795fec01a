import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeUpstream, type FakeUpstream } from '../../test-support/fake-upstream-server';
import { startRedis, type TestRedis } from '../../test-support/redis-server';
import { composeApp } from '../main/compose';
import { loadConfig } from '../config';

// Redis stopped and restarted under load (#14): every request is answered, none with a 5xx;
// each instance logs the outage once and shares again once Redis is back. And a stalled
// Redis (#27): the connection stays open and nothing answers (SIGSTOP).

let redis: TestRedis;
let upstream: FakeUpstream;
const closers: (() => Promise<void>)[] = [];
beforeAll(async () => {
  [redis, upstream] = await Promise.all([startRedis(), startFakeUpstream(0)]);
});
afterAll(async () => {
  redis.resume();
  await Promise.all(closers.map((close) => close()));
  await redis.stop();
  await upstream.close();
});

async function instance(env: Record<string, string> = {}) {
  const lines: string[] = [];
  const config = loadConfig({
    UPSTREAM_BASE_URL: upstream.url,
    REDIS_URL: redis.url,
    RATE_LIMIT_PER_MIN: '100000',
    UPSTREAM_MAX_RPS: '1000',
    REDIS_COMMAND_TIMEOUT_MS: '2000', // a busy machine's slow command is not the outage this test makes
    ...env,
  });
  const { app, close, sharedReady } = await composeApp(config, (line) => lines.push(line));
  closers.push(close);
  await expect.poll(sharedReady, { timeout: 5000 }).toBe(true);
  const ask = (path: string) =>
    app.request(path, {}, { incoming: { socket: { remoteAddress: '198.51.100.9' } } });
  return { ask, lines, sharedReady, close };
}

describe('Redis going away under load', () => {
  it('loses no request, logs once per instance, and shares again after the restart', async () => {
    const instances = [await instance(), await instance()];
    const statuses: number[] = [];
    let down = false;
    let answeredWhileDown = 0;
    const load = async (worker: number) => {
      for (let i = 0; i < 60; i++) {
        const via = instances[(worker + i) % 2]!;
        const lat = (20 + ((worker * 60 + i) % 40) / 100).toFixed(2);
        statuses.push((await via.ask(`/api/geoToAddress?lat=${lat}&lng=110`)).status);
        if (down) answeredWhileDown++;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    };
    const running = Promise.all([0, 1, 2, 3].map(load));
    // The outage is paced by progress, not time, so a slow machine still has load on both sides of it.
    await expect.poll(() => statuses.length, { timeout: 30_000, interval: 20 }).toBeGreaterThanOrEqual(40);
    await redis.stop();
    down = true;
    await expect.poll(() => answeredWhileDown, { timeout: 30_000, interval: 20 }).toBeGreaterThanOrEqual(40);
    await redis.start();
    down = false;
    await running;

    expect(statuses).toHaveLength(240);
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
    for (const { lines, sharedReady } of instances) {
      expect(lines.filter((line) => line.includes('redis down'))).toHaveLength(1);
      await expect.poll(sharedReady, { timeout: 10_000 }).toBe(true);
      expect(lines.filter((line) => line.includes('redis is back'))).toHaveLength(1);
    }

    // Sharing is back: a new point asked through both reaches the upstream once.
    const before = upstream.requests.length;
    expect((await instances[0]!.ask('/api/geoToAddress?lat=45.5&lng=120')).status).toBe(200);
    expect((await instances[1]!.ask('/api/geoToAddress?lat=45.5&lng=120')).status).toBe(200);
    expect(upstream.requests.length - before).toBe(1);
  }, 90_000);
});

describe('a stalled Redis', () => {
  it('costs one time-out, not one per command, and is used again once it answers', async () => {
    // After the first time-out the instance answers from in-process state without waiting on
    // Redis, until a background probe finds it answering again.
    const { ask, lines } = await instance({ REDIS_COMMAND_TIMEOUT_MS: '250' });
    expect((await ask('/api/geoToAddress?lat=30.1&lng=110')).status).toBe(200);

    redis.pause();
    expect((await ask('/api/geoToAddress?lat=30.2&lng=110')).status).toBe(200);
    const took: number[] = [];
    for (const lat of ['30.3', '30.4', '30.5', '30.6', '30.7']) {
      const started = performance.now();
      expect((await ask(`/api/geoToAddress?lat=${lat}&lng=110`)).status).toBe(200);
      took.push(performance.now() - started);
    }
    expect(took.filter((ms) => ms >= 600)).toEqual([]);
    expect(lines.filter((line) => line.includes('redis stalled'))).toHaveLength(1);

    redis.resume();
    await expect
      .poll(() => lines.filter((line) => line.includes('redis is back')).length, { timeout: 10_000 })
      .toBe(1);
    expect(lines.filter((line) => line.includes('redis stalled'))).toHaveLength(1);

    // Used again: what this instance asked is in Redis for a new instance to read.
    expect((await ask('/api/geoToAddress?lat=31.5&lng=111')).status).toBe(200);
    const before = upstream.requests.length;
    const other = await instance();
    expect((await other.ask('/api/geoToAddress?lat=31.5&lng=111')).status).toBe(200);
    expect(upstream.requests.length).toBe(before);

    // Its own close at shutdown is no outage.
    await other.close();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(other.lines.filter((line) => line.includes('redis down'))).toEqual([]);
  }, 60_000);
});
