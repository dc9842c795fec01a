import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { composeApp } from './compose';
import { loadConfig } from '../config';
import { type EndpointName, ENDPOINTS } from '../http/endpoints';

const KEY = 'endpoints-test-key';
const names = Object.keys(ENDPOINTS) as EndpointName[];
const FULL_BATCH = 100; // BATCH_POINTS_PER_MIN's least value: one full batch spends the minute

/** A request the endpoint's handler would take (a batch of `items`), so a 401 or 429 comes from the checks. */
function request(name: EndpointName, headers: Record<string, string>, items = 1): [string, RequestInit] {
  const endpoint = ENDPOINTS[name];
  const path = endpoint.path
    .replace(':z/:x/:file', '3/6/3.pbf')
    .replace(':adcode', '110101')
    .replace(':id/:z/:x/:y', 'any/3/6/3')
    .replace(':id', 'any');
  if (endpoint.method !== 'POST') {
    return [`${path}?lat=39.9&lng=116.4&name=x&q=x`, { method: endpoint.method, headers }];
  }
  const body =
    name === 'geocodeBatch'
      ? { points: Array.from({ length: items }, () => ({ lat: 39.9, lng: 116.4 })) }
      : { names: Array.from({ length: items }, () => '中华(硬)') };
  return [
    path,
    {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    },
  ];
}

describe.each([
  ['offline', {}],
  ['upstream', { UPSTREAM_BASE_URL: 'http://127.0.0.1:9', UPSTREAM_TIMEOUT_MS: '500' }],
])('each endpoint of the table, as composed with the %s provider', (_mode, env) => {
  let app: Awaited<ReturnType<typeof composeApp>>['app'];
  let origin: string;
  let close: () => Promise<unknown>;
  beforeAll(async () => {
    const config = loadConfig({
      ...env,
      API_KEYS: KEY,
      RATE_LIMIT_PER_MIN: '1',
      BATCH_POINTS_PER_MIN: String(FULL_BATCH),
      TRUST_PROXY: '127.0.0.1', // each endpoint is asked by its own client (X-Forwarded-For)
    });
    app = (await composeApp(config, () => {})).app;
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => new Promise((resolve) => server.close(resolve));
  }, 120_000);
  afterAll(() => close?.());

  it('mounts no /api route that is not in the table', () => {
    const declared = new Set(Object.values(ENDPOINTS).map(({ method, path }) => `${method} ${path}`));
    const mounted = app.routes.filter((r) => r.method !== 'ALL' && r.path.startsWith('/api/'));
    expect(mounted.length).toBeGreaterThan(0);
    for (const { method, path } of mounted) expect(declared).toContain(`${method} ${path}`);
  });

  it.each(names)('%s: 401 without the key exactly when it declares one', async (name) => {
    const withoutKey = await app.request(...request(name, {}));
    expect(withoutKey.status === 401, `${withoutKey.status}`).toBe(ENDPOINTS[name].key);
    const withKey = await app.request(...request(name, { authorization: `Bearer ${KEY}` }));
    expect(withKey.status).not.toBe(401);
  });

  it.each(names)('%s: spends what it declares from its client’s budget, and nothing else', async (name) => {
    const client = `203.0.113.${names.indexOf(name) + 1}`;
    const headers = { authorization: `Bearer ${KEY}`, 'x-forwarded-for': client };
    const ask = (items?: number) =>
      fetch(origin + request(name, headers, items)[0], request(name, headers, items)[1]);
    const { limit } = ENDPOINTS[name];
    expect((await ask(limit === 'points' ? FULL_BATCH : 1)).status).not.toBe(429);
    const second = await ask();
    expect(second.status === 429, `${second.status}`).toBe(limit !== 'none');
    if (limit !== 'none') expect(Number(second.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
