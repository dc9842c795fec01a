import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeUpstream, type FakeUpstream } from '../../test-support/fake-upstream-server';
import { createApp } from '../main/app';
import { composeApp } from '../main/compose';
import { loadConfig } from '../config';
import { createClientLimiter } from '../limits/client-limiter';
import { memoryGcraStore } from '../limits/gcra';
import { createUpstreamQuota } from '../limits/upstream-quota';
import { createMetrics, watchOsmExtracts, watchRedis } from './metrics';
import { testApp } from '../main/test-app';
import { refusalAnswer } from '../http/error-status';

const TOKEN = 'metrics-test-token';
const auth = { authorization: `Bearer ${TOKEN}` };

/** The value of the sample `name` whose labels include `labels` (0 when there is none yet). */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  for (const line of text.split('\n')) {
    const match = /^([a-z_]+)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const have = (match[2] ?? '').split(',');
    if (wanted.every((pair) => have.includes(pair))) return Number(match[3]);
  }
  return 0;
}

describe('/metrics of an app', () => {
  const metricsOf = () => {
    const metrics = createMetrics({ processMetrics: false });
    const app = createApp({
      provider: testApp().provider,
      apiKeys: [],
      logger: () => {},
      metrics: { metrics, token: TOKEN },
    });
    const read = async () => (await app.request('/metrics', { headers: auth })).text();
    return { app, read };
  };

  it('counts a lookup by the endpoint’s name, method and status, with its duration', async () => {
    const { app, read } = metricsOf();
    const geocode = { route: 'geocode', method: 'GET', status: '200' };
    expect(sample(await read(), 'http_requests_total', geocode)).toBe(0);
    expect((await app.request('/api/geoToAddress?lat=39.9&lng=116.4')).status).toBe(200);
    const text = await read();
    expect(sample(text, 'http_requests_total', geocode)).toBe(1);
    expect(sample(text, 'http_request_duration_seconds_count', { route: 'geocode', method: 'GET' })).toBe(1);
  });

  it('names a path outside the table "other", never the path itself', async () => {
    const { app, read } = metricsOf();
    await app.request('/api/no-such-thing-123');
    const text = await read();
    expect(sample(text, 'http_requests_total', { route: 'other', status: '404' })).toBe(1);
    expect(text).not.toContain('no-such-thing-123');
  });

  it('counts the points a batch brings', async () => {
    const { app, read } = metricsOf();
    const points = [1, 2, 3].map((lat) => ({ lat, lng: 116 }));
    const response = await app.request('/api/geoToAddress/batch', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ points }),
    });
    expect(response.status).toBe(200);
    expect(sample(await read(), 'batch_items_total', { endpoint: 'geocodeBatch' })).toBe(3);
  });

  it('answers 401 without the token or with another one, in Prometheus text with it', async () => {
    const { app } = metricsOf();
    const without = await app.request('/metrics');
    expect(without.status).toBe(401);
    expect(without.headers.get('www-authenticate')).toBe('Bearer');
    expect((await app.request('/metrics', { headers: { authorization: 'Bearer wrong' } })).status).toBe(401);
    const answered = await app.request('/metrics', { headers: auth });
    expect(answered.status).toBe(200);
    expect(answered.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  });
});

describe('/metrics without METRICS_TOKEN', () => {
  let origin = '';
  let close = () => {};
  beforeAll(async () => {
    const metrics = createMetrics({ processMetrics: false });
    const { provider } = testApp();
    // The socket's own proxy is trusted, as behind nginx on the same host.
    const trustProxy = (address: string) => address === '127.0.0.1';
    const app = createApp({ provider, apiKeys: [], logger: () => {}, metrics: { metrics, trustProxy } });
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => server.close();
  });
  afterAll(() => close());

  it('answers a loopback client', async () => {
    expect((await fetch(`${origin}/metrics`)).status).toBe(200);
  });

  it.each([['203.0.113.7'], ['127.0.0.1']])(
    'answers 403 to a request a proxy forwarded for %s',
    async (client) => {
      const response = await fetch(`${origin}/metrics`, { headers: { 'x-forwarded-for': client } });
      expect(response.status).toBe(403);
    },
  );

  it('answers 403 to a request with no client address at all', async () => {
    const metrics = createMetrics({ processMetrics: false });
    const app = createApp({
      provider: testApp().provider,
      apiKeys: [],
      logger: () => {},
      metrics: { metrics },
    });
    expect((await app.request('/metrics')).status).toBe(403);
  });
});

describe('/metrics of the composed upstream app', () => {
  let upstream: FakeUpstream;
  beforeAll(async () => {
    upstream = await startFakeUpstream(0);
  });
  afterAll(() => upstream.close());
  beforeEach(() => {
    upstream.scenarios = {};
  });

  async function composed() {
    const config = loadConfig({
      UPSTREAM_BASE_URL: upstream.url,
      UPSTREAM_TIMEOUT_MS: '300',
      METRICS_TOKEN: TOKEN,
    });
    const { app, close } = await composeApp(config, () => {});
    const read = async () => (await app.request('/metrics', { headers: auth })).text();
    return { app, read, close };
  }

  it('counts upstream calls by outcome, and cache hits and misses', async () => {
    const { app, read, close } = await composed();
    const geocode = '/api/geoToAddress?lat=39.915&lng=116.404';
    expect((await app.request(geocode)).status).toBe(200);
    expect((await app.request(geocode)).status).toBe(200);
    let text = await read();
    expect(sample(text, 'upstream_requests_total', { endpoint: 'geocode', outcome: 'ok' })).toBe(1);
    expect(sample(text, 'upstream_request_duration_seconds_count', { endpoint: 'geocode' })).toBe(1);
    expect(sample(text, 'cache_lookups_total', { endpoint: 'geocode', outcome: 'miss' })).toBe(1);
    expect(sample(text, 'cache_lookups_total', { endpoint: 'geocode', outcome: 'hit' })).toBe(1);
    // Node's own metrics come with the composed app.
    expect(sample(text, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);

    upstream.scenarios = { cig: { status: 500 } };
    expect((await app.request('/api/cigaretteDetails?name=a')).status).toBe(502);
    upstream.scenarios = { cig: { status: 429, headers: { 'retry-after': '1' } } };
    expect((await app.request('/api/cigaretteDetails?name=b')).status).toBe(429);
    upstream.scenarios = { cig: { delayMs: 1000 } };
    expect((await app.request('/api/cigaretteDetails?name=c')).status).toBe(504);
    text = await read();
    for (const outcome of ['error', 'rate_limited', 'timeout']) {
      expect(sample(text, 'upstream_requests_total', { endpoint: 'cigarette', outcome }), outcome).toBe(1);
    }
    await close();
  });
});

describe('the limits, Redis and OSM gauges in /metrics', () => {
  it('counts the refusals of the request and the point budgets', async () => {
    const metrics = createMetrics({ processMetrics: false });
    const app = createApp({
      provider: testApp().provider,
      apiKeys: [],
      logger: () => {},
      rateLimit: { perMinute: 1, clientKey: () => 'one-client' },
      batch: { limiter: createClientLimiter({ perMinute: 100, store: memoryGcraStore() }), concurrency: 4 },
      metrics: { metrics, token: TOKEN },
    });
    const lookup = () => app.request('/api/geoToAddress?lat=1&lng=2');
    expect((await lookup()).status).toBe(200);
    expect((await lookup()).status).toBe(429);
    const batch = (count: number) =>
      app.request('/api/geoToAddress/batch', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ points: Array.from({ length: count }, () => ({ lat: 1, lng: 2 })) }),
      });
    expect((await batch(100)).status).toBe(200);
    expect((await batch(1)).status).toBe(429);
    const text = await (await app.request('/metrics', { headers: auth })).text();
    expect(sample(text, 'rate_limit_refusals_total', { budget: 'requests' })).toBe(1);
    expect(sample(text, 'rate_limit_refusals_total', { budget: 'points' })).toBe(1);
  });

  it('counts the quota’s waits and refusals', async () => {
    const metrics = createMetrics({ processMetrics: false });
    const observe = { waited: () => metrics.quotaWaits.inc(), refused: () => metrics.quotaRefusals.inc() };
    const signal = new AbortController().signal;
    const spaced = createUpstreamQuota({ maxRps: 40, maxWaitMs: 1000, observe });
    await spaced.acquire(signal);
    await spaced.acquire(signal); // its turn is about 31 ms after the first's
    const tight = createUpstreamQuota({ maxRps: 1, maxWaitMs: 50, observe });
    await tight.acquire(signal);
    const refused = await tight.acquire(signal).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(refusalAnswer(refused)?.status).toBe(429);
    const text = await metrics.registry.metrics();
    expect(sample(text, 'upstream_quota_waits_total')).toBe(1);
    expect(sample(text, 'upstream_quota_refusals_total')).toBe(1);
  });

  it('reports the Redis state and each extract’s age when scraped', async () => {
    const metrics = createMetrics({ processMetrics: false });
    let state: 'up' | 'stalled' | 'down' = 'up';
    watchRedis(metrics, () => state);
    const hourAgo = new Date(Date.now() - 3600_000).toISOString();
    let extracts = [{ file: 'beijing.osm.pbf', replication_timestamp: hourAgo }];
    watchOsmExtracts(metrics, () => extracts);
    state = 'stalled';
    const text = await metrics.registry.metrics();
    expect(sample(text, 'redis_state', { state: 'stalled' })).toBe(1);
    expect(sample(text, 'redis_state', { state: 'up' })).toBe(0);
    expect(sample(text, 'osm_extract_age_seconds', { file: 'beijing.osm.pbf' })).toBeGreaterThanOrEqual(3600);
    // A swap to another import: the next scrape reports only what is served now.
    extracts = [{ file: 'monaco.osm.pbf', replication_timestamp: hourAgo }];
    const after = await metrics.registry.metrics();
    expect(after).not.toContain('beijing.osm.pbf');
    expect(sample(after, 'osm_extract_age_seconds', { file: 'monaco.osm.pbf' })).toBeGreaterThanOrEqual(3600);
  });
});
