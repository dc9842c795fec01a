import { getRequestListener, serve } from '@hono/node-server';
import { get } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { errorBodySchema } from '../../contract/error-schema';
import { healthSchema } from '../../contract/health-schema';
import { createApp } from './app';
import { HttpError } from '../http/http-error';
import { createOfflineProvider } from '../providers/offline';
import type { Provider } from '../providers/provider';
import { testApp } from './test-app';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A provider whose every call fails the given way. */
function failing(error: unknown): Provider {
  return {
    name: 'upstream',
    geoToAddress: () => Promise.reject(error),
    cigaretteDetails: () => Promise.reject(error),
    health: () => ({ ready: true, data: {} }),
  };
}

describe('request ids', () => {
  it.each([
    '/api/geoToAddress?lat=1&lng=2',
    '/api/geoToAddress?lat=x&lng=2',
    '/api/cigaretteDetails?name=missing',
    '/api/cigaretteDetails',
    '/api/nothing-here',
  ])('%s carries request_id in the body and as X-Request-Id', async (path) => {
    const { app } = testApp();
    const response = await app.request(path);
    const header = response.headers.get('x-request-id');
    expect(header).toMatch(UUID);
    const body = (await response.json()) as { request_id?: string };
    expect(body.request_id).toBe(header);
  });

  // The cigarette record is the whole body (no envelope, per the service spec): the id rides in the header.
  it.each(['/api/health', '/api/cigaretteDetails?name=a'])('%s carries X-Request-Id', async (path) => {
    const { app } = testApp();
    expect((await app.request(path)).headers.get('x-request-id')).toMatch(UUID);
  });

  it('gives each request its own id', async () => {
    const { app } = testApp();
    const a = (await app.request('/api/health')).headers.get('x-request-id');
    const b = (await app.request('/api/health')).headers.get('x-request-id');
    expect(a).not.toBe(b);
  });
});

describe('an answer made at once', () => {
  // #48: a health check or an offline lookup makes no promise, so none is waited for on its way out.
  it.each(['/api/health', '/api/geoToAddress?lat=31.23&lng=121.47&poi=1'])(
    '%s comes back from fetch as a response, not a promise, with its id and headers',
    async (path) => {
      const { app } = testApp();
      // As served: @hono/node-server's listener puts its own Response (a body held as it is) in place of the global one.
      getRequestListener(app.fetch);
      const answer = app.fetch(new Request(`http://127.0.0.1${path}`));
      expect(answer).toBeInstanceOf(Response);
      const { headers, status } = await answer;
      expect(status).toBe(200);
      expect(headers.get('x-request-id')).toMatch(UUID);
      expect(headers.get('x-content-type-options')).toBe('nosniff');
    },
  );
});

describe('the request abort signal', () => {
  // @hono/node-server makes a request's AbortController when its signal is first read (#48).
  it.each(['/api/geoToAddress?lat=31.23&lng=121.47&poi=1', '/api/cigaretteDetails?name=found'])(
    'is not made for %s, which the offline provider answers without it',
    async (path) => {
      const { app } = testApp();
      const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
      await new Promise((resolve) => server.once('listening', resolve));
      let controllers = 0;
      const Original = globalThis.AbortController;
      globalThis.AbortController = class extends Original {
        constructor() {
          super();
          controllers += 1;
        }
      };
      try {
        const { port } = server.address() as AddressInfo;
        // node:http, not fetch: this process's fetch would make controllers of its own.
        const status = await new Promise<number | undefined>((resolve, reject) =>
          get(`http://127.0.0.1:${port}${path}`, (response) => {
            response.resume().on('end', () => resolve(response.statusCode));
          }).on('error', reject),
        );
        expect(status).toBe(200);
        expect(controllers).toBe(0);
      } finally {
        globalThis.AbortController = Original;
        server.close();
      }
    },
  );
});

describe('status and body code agree', () => {
  it.each([
    [400, 'bad input', 'lat_out_of_range', { min: -90, max: 90 }],
    [401, 'no key', 'key_required', undefined],
    [404, 'not there', 'product_not_found', { name: 'a' }],
    [502, 'upstream broke', 'upstream_http_error', { status: 500 }],
    [503, 'not ready', 'geocoding_data_missing', undefined],
    [504, 'too slow', 'upstream_timeout', { seconds: 8 }],
  ] as const)(
    'a HttpError %i is sent with that status and code, its error code and values',
    async (status, msg, errorCode, params) => {
      const { app } = testApp({ provider: failing(new HttpError(status, msg, { errorCode, params })) });
      for (const path of ['/api/geoToAddress?lat=1&lng=2', '/api/cigaretteDetails?name=a']) {
        const response = await app.request(path);
        expect(response.status).toBe(status);
        const body = errorBodySchema.parse(await response.json());
        expect(body).toMatchObject({ code: status, msg, error_code: errorCode });
        expect(body.error_params).toEqual(params);
      }
    },
  );

  it('an unknown /api path is a 404 in the error shape', async () => {
    const { app } = testApp();
    const response = await app.request('/api/geoToAdress?lat=1&lng=2');
    expect(response.status).toBe(404);
    expect(errorBodySchema.parse(await response.json())).toMatchObject({
      code: 404,
      error_code: 'endpoint_not_found',
    });
  });

  it('an unexpected fault is a 500 that leaks nothing, and is logged with the request id', async () => {
    const { app, lines } = testApp({ provider: failing(new Error('db password=hunter2 at /secret/path')) });
    const response = await app.request('/api/geoToAddress?lat=1&lng=2');
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(text).not.toContain('hunter2');
    expect(text).not.toContain('/secret/path');
    const body = errorBodySchema.parse(JSON.parse(text));
    expect(body).toMatchObject({ code: 500, msg: 'internal error', error_code: 'internal_error' });
    expect(lines.some((line) => line.includes('internal error') && line.includes(body.request_id!))).toBe(
      true,
    );
  });

  it('the offline provider without data answers 503 on both endpoints and says degraded', async () => {
    const { app } = testApp({ provider: createOfflineProvider({}) });
    for (const path of ['/api/geoToAddress?lat=1&lng=2', '/api/cigaretteDetails?name=a']) {
      const response = await app.request(path);
      expect(response.status).toBe(503);
      expect(errorBodySchema.parse(await response.json()).code).toBe(503);
    }
    const health = healthSchema.parse(await (await app.request('/api/health')).json());
    expect(health).toMatchObject({ status: 'degraded', provider: 'offline' });
  });

  it('/api/health/ready answers 503 while the data is not loaded, 200 once it is; /api/health stays 200 (#27)', async () => {
    const notReady = testApp({ provider: createOfflineProvider({}) }).app;
    const refused = await notReady.request('/api/health/ready');
    expect(refused.status).toBe(503);
    expect(errorBodySchema.parse(await refused.json())).toMatchObject({
      code: 503,
      msg: expect.stringContaining('not ready'),
    });
    expect((await notReady.request('/api/health')).status).toBe(200);
    const ready = await testApp().app.request('/api/health/ready');
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready' });
  });

  it('/api/health/ready answers 503 while new street-level data loads, the old still answering (#24, #27)', async () => {
    let loading = true;
    const streetLevel = {
      run: <R>(work: () => R) => work(),
      health: () => undefined,
      loading: () => loading,
    };
    const app = createApp({ provider: testApp().provider, apiKeys: [], logger: () => {}, streetLevel });
    const refused = await app.request('/api/health/ready');
    expect(refused.status).toBe(503);
    expect(errorBodySchema.parse(await refused.json()).msg).toBe(
      'not ready: new street-level data is loading',
    );
    expect((await app.request('/api/geoToAddress?lat=1&lng=2')).status).toBe(200);
    loading = false;
    expect((await app.request('/api/health/ready')).status).toBe(200);
  });

  it('a 429 carries Retry-After', async () => {
    const { app } = testApp({
      provider: failing(new HttpError(429, 'slow down', { errorCode: 'rate_limited', retryAfter: '17' })),
    });
    const response = await app.request('/api/cigaretteDetails?name=a');
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('17');
  });
});

describe('API_KEYS', () => {
  const keys = ['alpha-key', 'beta-key'];
  const endpoints = ['/api/geoToAddress?lat=1&lng=2', '/api/cigaretteDetails?name=a'];

  it.each(endpoints)('%s is 401 without a key', async (path) => {
    const { app } = testApp({ apiKeys: keys });
    const response = await app.request(path);
    expect(response.status).toBe(401);
    const body = errorBodySchema.parse(await response.json());
    expect(body.code).toBe(401);
    expect(body.request_id).toBe(response.headers.get('x-request-id'));
  });

  it.each(['Bearer wrong', 'Bearer alpha-ke', 'Basic alpha-key', 'alpha-key', 'Bearer '])(
    'is 401 for Authorization: %j',
    async (authorization) => {
      const { app } = testApp({ apiKeys: keys });
      const response = await app.request(endpoints[0]!, { headers: { authorization } });
      expect(response.status).toBe(401);
    },
  );

  it.each(['alpha-key', 'beta-key'])('accepts each configured key (%s)', async (key) => {
    const { app } = testApp({ apiKeys: keys });
    for (const path of endpoints) {
      const response = await app.request(path, { headers: { authorization: `Bearer ${key}` } });
      expect(response.status).toBe(200);
    }
  });

  it('is open when no keys are configured', async () => {
    const { app } = testApp({ apiKeys: [] });
    for (const path of endpoints) expect((await app.request(path)).status).toBe(200);
  });

  it('leaves /api/health open even with keys set', async () => {
    const { app } = testApp({ apiKeys: keys });
    expect((await app.request('/api/health')).status).toBe(200);
  });

  it('never reflects a configured key in a 401', async () => {
    const { app } = testApp({ apiKeys: keys });
    const response = await app.request(endpoints[0]!, { headers: { authorization: 'Bearer alpha' } });
    const text = await response.text();
    for (const key of keys) expect(text).not.toContain(key);
  });
});
