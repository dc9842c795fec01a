import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createApp } from '../main/app';
import { composeApp } from '../main/compose';
import { loadConfig } from '../config';
import { jsonLogger } from './json-logger';
import { withCache } from '../providers/cached-provider';
import type { Provider } from '../providers/provider';
import { testApp } from '../main/test-app';

// #27: the server's log is one JSON object per line, with what an operator searches by.

function collected(level = 'info') {
  const out: string[] = [];
  const logger = jsonLogger({ level, write: (text) => out.push(text) });
  const text = () => out.join('');
  const events = () =>
    text()
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Record<string, unknown>);
  return { logger, text, events };
}

describe('the JSON log', () => {
  it('writes one object per request with its id, route, status, duration, provider and cache outcome', async () => {
    const log = collected();
    const provider = withCache(testApp().provider, { ttlS: 60, maxEntries: 10 });
    const app = createApp({ provider, apiKeys: [], logger: log.logger });
    for (const id of ['first-ask', 'second-ask']) {
      const response = await app.request('/api/geoToAddress?lat=39.9&lng=116.4', {
        headers: { 'x-request-id': id },
      });
      expect(response.status).toBe(200);
    }
    const [first, second] = log.events();
    expect(first).toMatchObject({
      level: 'info',
      request_id: 'first-ask',
      route: 'geocode',
      method: 'GET',
      status: 200,
    });
    expect(first).toMatchObject({ provider: 'offline', cache: 'miss' });
    expect(second).toMatchObject({ request_id: 'second-ask', cache: 'hit' });
    expect(typeof first!.duration_ms).toBe('number');
    expect(Date.parse(String(first!.time))).not.toBeNaN();
  });

  it('notes the cache outcome through a listening server too, mixed for a batch with both', async () => {
    const log = collected();
    const provider = withCache(testApp().provider, { ttlS: 60, maxEntries: 10 });
    const server = serve({
      fetch: createApp({ provider, apiKeys: [], logger: log.logger }).fetch,
      port: 0,
      hostname: '127.0.0.1',
    });
    await new Promise((resolve) => server.once('listening', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      expect((await fetch(`${url}/api/geoToAddress?lat=39.9&lng=116.4`)).status).toBe(200);
      const batch = await fetch(`${url}/api/geoToAddress/batch`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          points: [
            { lat: 39.9, lng: 116.4 },
            { lat: 31.2, lng: 121.5 },
          ],
        }),
      });
      expect(batch.status).toBe(200);
    } finally {
      server.close();
    }
    expect(log.events().map((event) => [event.route, event.cache])).toEqual([
      ['geocode', 'miss'],
      ['geocodeBatch', 'mixed'],
    ]);
  });

  it('keeps every event on its own line whatever the path holds', async () => {
    const log = collected();
    const forged = createApp({ provider: testApp().provider, apiKeys: [], logger: log.logger });
    await forged.request('/api/x%0A%7B%22level%22%3A%22error%22%7D%E2%80%A8%C2%85%0D');
    expect(log.text()).not.toMatch(/[\u2028\u2029\u0085\r]/);
    expect(log.events()).toHaveLength(1);
    expect(log.events()[0]!.route).toBe('other');
  });

  it('writes only what LOG_LEVEL lets through: an internal error, not the request lines, at warn', async () => {
    const log = collected('warn');
    const provider: Provider = {
      ...testApp().provider,
      geoToAddress: () => Promise.reject(new Error('boom')),
    };
    const app = createApp({ provider, apiKeys: [], logger: log.logger });
    expect((await app.request('/api/geoToAddress?lat=1&lng=2')).status).toBe(500);
    expect(log.events()).toEqual([
      expect.objectContaining({ level: 'error', msg: expect.stringContaining('boom') }),
    ]);
  });

  it('carries no upstream key, in any field, when the composed app logs', async () => {
    const key = 'sk-json-log-secret-8c1d';
    const log = collected();
    const config = loadConfig({ UPSTREAM_BASE_URL: 'http://127.0.0.1:9', UPSTREAM_API_KEY: key });
    const { app, close } = await composeApp(config, log.logger);
    // A request id the client chose is logged as a field: it may be the key too.
    await app.request(`/api/${key}`, { headers: { 'x-request-id': key } });
    await app.request(`/api/${encodeURIComponent(Buffer.from(key).toString('base64'))}`);
    await close();
    expect(log.events()).toHaveLength(2);
    expect(log.text()).not.toContain(key);
    expect(log.text()).not.toContain(Buffer.from(key).toString('base64'));
  });
});
