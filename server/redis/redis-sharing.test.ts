import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeUpstream, type FakeUpstream } from '../../test-support/fake-upstream-server';
import { startRedis, type TestRedis } from '../../test-support/redis-server';
import { composeApp } from '../main/compose';
import { loadConfig } from '../config';

// Two app instances and one real redis-server (#14): one cache, one rate limit, one quota.

let redis: TestRedis;
let upstream: FakeUpstream;
const running: (() => Promise<void>)[] = [];

beforeAll(async () => {
  [redis, upstream] = await Promise.all([startRedis(), startFakeUpstream(0)]);
});
afterAll(async () => {
  await redis.stop();
  await upstream.close();
});
beforeEach(() => {
  upstream.requests.length = 0;
  upstream.scenarios = {};
});
afterEach(async () => {
  await Promise.all(running.splice(0).map((close) => close()));
});

async function instance(env: Record<string, string> = {}) {
  const lines: string[] = [];
  const config = loadConfig({
    UPSTREAM_BASE_URL: upstream.url,
    REDIS_URL: redis.url,
    RATE_LIMIT_PER_MIN: '0',
    // What is shared is tested here, not the timeout: on a busy machine a 250 ms command would fall back to in-process state.
    REDIS_COMMAND_TIMEOUT_MS: '2000',
    ...env,
  });
  const { app, close, sharedReady } = await composeApp(config, (line) => lines.push(line));
  running.push(close);
  await expect.poll(sharedReady, { timeout: 5000 }).toBe(true);
  const ask = (path: string, client = '198.51.100.1') =>
    app.request(path, {}, { incoming: { socket: { remoteAddress: client } } });
  return { ask, lines, sharedReady };
}

/** A point no other test asks about (the cache outlives a test in Redis). */
let serial = 0;
const point = () => `/api/geoToAddress?lat=${(30 + ++serial / 1000).toFixed(3)}&lng=116.4`;

describe('two instances sharing one Redis', () => {
  it('share one cache: a point asked through both reaches the upstream once', async () => {
    const [a, b] = [await instance(), await instance()];
    const path = point();
    expect((await a.ask(path)).status).toBe(200);
    expect((await b.ask(path)).status).toBe(200);
    const name = `/api/cigaretteDetails?name=${encodeURIComponent(`共享${serial}`)}`;
    upstream.scenarios = {
      cig: { status: 404, body: { code: 404, msg: 'no such product', suggestions: ['中华'] } },
    };
    expect((await a.ask(name)).status).toBe(404);
    const second = await b.ask(name);
    expect(second.status).toBe(404);
    expect(await second.json()).toMatchObject({ suggestions: ['中华'] });
    expect(upstream.requests).toHaveLength(2);
  });

  it('share one upstream call for a question in flight on both at once', async () => {
    const [a, b] = [await instance(), await instance()];
    upstream.scenarios = { geo: { delayMs: 300 } };
    const path = point();
    const answers = await Promise.all([a.ask(path), b.ask(path)]);
    expect(answers.map((response) => response.status)).toEqual([200, 200]);
    expect(upstream.requests).toHaveLength(1);
  });

  it('share one rate limit per client', async () => {
    const [a, b] = [await instance({ RATE_LIMIT_PER_MIN: '3' }), await instance({ RATE_LIMIT_PER_MIN: '3' })];
    const client = `203.0.113.${serial++ % 250}`;
    const statuses = [];
    for (const via of [a, b, a, b]) statuses.push((await via.ask('/api/cigarettes?q=x', client)).status);
    expect(statuses).toEqual([404, 404, 404, 429]);
  });

  it('share one upstream quota, and an upstream 429 pauses both', async () => {
    const env = { UPSTREAM_MAX_RPS: '1', UPSTREAM_TIMEOUT_MS: '300' };
    const [a, b] = [await instance(env), await instance(env)];
    await new Promise((resolve) => setTimeout(resolve, 1100)); // a fresh second of quota
    expect((await a.ask(point())).status).toBe(200);
    const refused = await b.ask(point());
    expect(refused.status).toBe(429);
    expect((await refused.json()).msg).toMatch(/upstream quota/);
    expect(upstream.requests).toHaveLength(1);

    await new Promise((resolve) => setTimeout(resolve, 1100));
    upstream.scenarios = { geo: { status: 429, headers: { 'retry-after': '30' } } };
    expect((await a.ask(point())).status).toBe(429);
    upstream.scenarios = {};
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await b.ask(point())).status).toBe(429);
    expect(upstream.requests).toHaveLength(2);
  }, 30_000);
});
