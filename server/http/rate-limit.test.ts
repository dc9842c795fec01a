import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { errorBodySchema } from '../../contract/error-schema';
import { createApp } from '../main/app';
import { composeApp } from '../main/compose';
import { loadConfig } from '../config';
import { testApp } from '../main/test-app';

/** An app whose client is named by the X-Test-Client header, on a clock the test moves. */
function limited(perMinute: number) {
  const clock = { now: 1_000_000 };
  const app = createApp({
    provider: testApp().provider,
    apiKeys: [],
    logger: () => {},
    rateLimit: { perMinute, clientKey: (c) => c.req.header('x-test-client'), now: () => clock.now },
  });
  const get = (path: string, client = 'a') => app.request(path, { headers: { 'x-test-client': client } });
  return { app, clock, get };
}

describe('rate limit', () => {
  it('answers 429 with Retry-After once a client has spent its minute', async () => {
    const { get } = limited(3);
    for (let i = 0; i < 3; i++) expect((await get('/api/geoToAddress?lat=1&lng=2')).status).toBe(200);
    const refused = await get('/api/geoToAddress?lat=1&lng=2');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBe(20);
    const body = errorBodySchema.parse(await refused.json());
    expect(body.code).toBe(429);
    expect(body.request_id).toBe(refused.headers.get('x-request-id'));
  });

  it('counts each client separately', async () => {
    const { get } = limited(2);
    await get('/api/cigaretteDetails?name=x', 'a');
    await get('/api/cigaretteDetails?name=x', 'a');
    expect((await get('/api/cigaretteDetails?name=x', 'a')).status).toBe(429);
    expect((await get('/api/cigaretteDetails?name=x', 'b')).status).toBe(200);
  });

  it('refills over time', async () => {
    const { get, clock } = limited(60);
    for (let i = 0; i < 60; i++) await get('/api/geoToAddress?lat=1&lng=2');
    expect((await get('/api/geoToAddress?lat=1&lng=2')).status).toBe(429);
    clock.now += 1000;
    expect((await get('/api/geoToAddress?lat=1&lng=2')).status).toBe(200);
    expect((await get('/api/geoToAddress?lat=1&lng=2')).status).toBe(429);
  });

  it('covers the three lookup endpoints with one budget, not health', async () => {
    const { get } = limited(3);
    expect((await get('/api/geoToAddress?lat=1&lng=2')).status).toBe(200);
    expect((await get('/api/cigaretteDetails?name=x')).status).toBe(200);
    // /api/cigarettes exists only with the offline catalog; here it is a 404, but it still spends the budget.
    expect((await get('/api/cigarettes?q=x')).status).toBe(404);
    expect((await get('/api/cigaretteDetails?name=x')).status).toBe(429);
    expect((await get('/api/health')).status).toBe(200);
    expect((await get('/api/geoToAddress?lat=1&lng=2')).status).toBe(429);
  });

  it('is off at 0 a minute', async () => {
    const { get } = limited(0);
    for (let i = 0; i < 50; i++) expect((await get('/api/geoToAddress?lat=1&lng=2')).status).toBe(200);
  });

  it('limits by socket address on a real server built from the configuration', async () => {
    const config = loadConfig({ RATE_LIMIT_PER_MIN: '2', UPSTREAM_BASE_URL: 'http://127.0.0.1:9' });
    const { app } = await composeApp(config, () => {});
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const url = `http://127.0.0.1:${port}/api/cigaretteDetails`; // no name: a 400, but it counts
      expect((await fetch(url)).status).toBe(400);
      expect((await fetch(url)).status).toBe(400);
      const refused = await fetch(url);
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toBe('30');
      expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
