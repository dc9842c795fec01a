import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createApp } from '../main/app';
import { compileTrustProxy } from './client-address';
import { testApp } from '../main/test-app';

function directives(csp: string | null): Map<string, string[]> {
  expect(csp).toBeTruthy();
  return new Map(
    csp!
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

function expectProtected(headers: Headers) {
  expect(headers.get('x-content-type-options')).toBe('nosniff');
  expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(headers.get('x-frame-options')).toBe('DENY');
  const csp = directives(headers.get('content-security-policy'));
  expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
}

const PATHS = [
  '/api/health',
  '/api/geoToAddress?lat=1&lng=2',
  '/api/geoToAddress?lat=bad',
  '/api/cigaretteDetails?name=missing',
  '/api/nowhere',
];

/** The app on a listening server: there the headers go through Node's response, not the answer's. */
async function listening(app: ReturnType<typeof createApp>) {
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() };
}

describe('security headers', () => {
  it.each(PATHS)('%s carries CSP, nosniff, a Referrer-Policy and frame protection', async (path) => {
    const { app } = testApp();
    expectProtected((await app.request(path)).headers);
  });

  it('are sent by a listening server too, with the request id, on answers and errors alike', async () => {
    const server = await listening(testApp().app);
    try {
      for (const path of PATHS) {
        const response = await fetch(`${server.url}${path}`, { headers: { 'x-request-id': 'asked-1' } });
        expectProtected(response.headers);
        expect(response.headers.get('x-request-id')).toBe('asked-1');
        expect(response.headers.get('strict-transport-security')).toBeNull();
      }
      const unsafe = await fetch(`${server.url}/api/health`, { headers: { 'x-request-id': 'a b' } });
      expect(unsafe.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    } finally {
      server.close();
    }
  });

  it('sends HSTS through a listening server when a trusted proxy says HTTPS', async () => {
    const app = createApp({
      provider: testApp().provider,
      apiKeys: [],
      logger: () => {},
      security: { trustProxy: compileTrustProxy(['127.0.0.1']) },
    });
    const server = await listening(app);
    try {
      const https = { headers: { 'x-forwarded-proto': 'https' } };
      const response = await fetch(`${server.url}/api/health`, https);
      expect(response.headers.get('strict-transport-security')).toMatch(/max-age=\d{7,}/);
      expectProtected(response.headers);
    } finally {
      server.close();
    }
  });

  it('the policy fits MapLibre 6 without eval or inline script', async () => {
    const { app } = testApp();
    const csp = directives((await app.request('/api/health')).headers.get('content-security-policy'));
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('worker-src')).toEqual(["'self'"]);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    expect(csp.get('img-src')).toEqual(expect.arrayContaining(["'self'", 'blob:', 'data:']));
    expect(csp.get('object-src')).toEqual(["'none'"]);
    const all = [...csp.values()].flat();
    expect(all).not.toContain("'unsafe-eval'");
    expect(csp.get('script-src')).not.toContain("'unsafe-inline'");
  });

  it('adds configured origins to connect-src only', async () => {
    const app = createApp({
      provider: testApp().provider,
      apiKeys: [],
      logger: () => {},
      security: { connectSrc: ['https://tiles.example.org'] },
    });
    const csp = directives((await app.request('/api/health')).headers.get('content-security-policy'));
    expect(csp.get('connect-src')).toEqual(["'self'", 'https://tiles.example.org']);
    expect(csp.get('script-src')).toEqual(["'self'"]);
  });

  it('sends HSTS over HTTPS only', async () => {
    const { app } = testApp();
    expect(
      (await app.request('http://app.test/api/health')).headers.get('strict-transport-security'),
    ).toBeNull();
    expect(
      (await app.request('https://app.test/api/health')).headers.get('strict-transport-security'),
    ).toMatch(/max-age=\d{7,}/);
  });

  it('believes X-Forwarded-Proto only from a trusted proxy (TRUST_PROXY)', async () => {
    const app = createApp({
      provider: testApp().provider,
      apiKeys: [],
      logger: () => {},
      security: { trustProxy: compileTrustProxy(['127.0.1.1']) },
    });
    const from = (remoteAddress: string) =>
      app.request(
        'http://app.test/api/health',
        { headers: { 'x-forwarded-proto': 'https' } },
        { incoming: { socket: { remoteAddress } } },
      );
    expect((await from('127.0.1.1')).headers.get('strict-transport-security')).toMatch(/max-age=/);
    expect((await from('203.0.113.7')).headers.get('strict-transport-security')).toBeNull();
  });
});
