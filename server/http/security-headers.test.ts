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

describe('security headers', () => {
  it.each([
    '/api/health',
    '/api/geoToAddress?lat=1&lng=2',
    '/api/geoToAddress?lat=bad',
    '/api/cigaretteDetails?name=missing',
    '/api/nowhere',
  ])('%s carries CSP, nosniff, a Referrer-Policy and frame protection', async (path) => {
    const { app } = testApp();
    const response = await app.request(path);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    const csp = directives(response.headers.get('content-security-policy'));
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
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
      security: { trustProxy: compileTrustProxy(['10.0.0.1']) },
    });
    const from = (remoteAddress: string) =>
      app.request(
        'http://app.test/api/health',
        { headers: { 'x-forwarded-proto': 'https' } },
        { incoming: { socket: { remoteAddress } } },
      );
    expect((await from('10.0.0.1')).headers.get('strict-transport-security')).toMatch(/max-age=/);
    expect((await from('203.0.113.7')).headers.get('strict-transport-security')).toBeNull();
  });
});
