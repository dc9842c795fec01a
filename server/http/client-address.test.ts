import { describe, expect, it } from 'vitest';
import { createApp } from '../main/app';
import { compileTrustProxy } from './client-address';
import { testApp } from '../main/test-app';

/** An app limited to 2 a minute; each request comes from the socket address given. */
function limited(trustProxy: string[] = []) {
  const app = createApp({
    provider: testApp().provider,
    apiKeys: [],
    logger: () => {},
    rateLimit: { perMinute: 2, trustProxy: compileTrustProxy(trustProxy) },
  });
  return (remoteAddress: string, headers: Record<string, string> = {}) =>
    app.request('/api/geoToAddress?lat=1&lng=2', { headers }, { incoming: { socket: { remoteAddress } } });
}

async function statuses(get: () => Response | Promise<Response>, times: number) {
  const out: number[] = [];
  for (let i = 0; i < times; i++) out.push((await get()).status);
  return out;
}

describe('who a budget belongs to', () => {
  it('fault 7: keys IPv6 clients by their /64, not the full address', async () => {
    const get = limited();
    expect((await get('2001:db8:1:2::1')).status).toBe(200);
    expect((await get('2001:db8:1:2:aaaa:bbbb:cccc:dddd')).status).toBe(200);
    expect((await get('2001:db8:1:2::ffff')).status).toBe(429);
    expect((await get('2001:db8:1:3::1')).status).toBe(200);
  });

  it('treats an IPv4-mapped IPv6 address as the IPv4 address', async () => {
    const get = limited();
    await get('::ffff:198.51.100.7');
    await get('198.51.100.7');
    expect((await get('::ffff:198.51.100.7')).status).toBe(429);
  });

  it('ignores X-Forwarded-For unless the socket is a trusted proxy', async () => {
    const get = limited();
    const spoof = (n: number) => get('203.0.113.9', { 'x-forwarded-for': `198.51.100.${n}` });
    expect(await statuses(() => spoof(Math.random() * 200), 3)).toEqual([200, 200, 429]);
  });

  it('behind a trusted proxy, keys on the nearest untrusted X-Forwarded-For address', async () => {
    const get = limited(['127.0.1.0/24', '127.0.0.1']);
    const via = (client: string) => get('127.0.1.3', { 'x-forwarded-for': `1.1.1.1, ${client}, 127.0.1.9` });
    expect(await statuses(() => via('198.51.100.1'), 3)).toEqual([200, 200, 429]);
    expect((await via('198.51.100.2')).status).toBe(200);
    // A client cannot pick its own key by prepending to the header: the nearest untrusted hop counts.
    expect((await get('127.0.1.3', { 'x-forwarded-for': '5.5.5.5, 198.51.100.1' })).status).toBe(429);
  });

  it('behind a trusted proxy, reads ip:port as its address, and an entry that is no address as the proxy', async () => {
    const get = limited(['127.0.1.0/24']);
    const via = (forwarded: string) => get('127.0.1.3', { 'x-forwarded-for': forwarded });
    expect(await statuses(() => via(`198.51.100.1:${1000 + Math.floor(Math.random() * 9000)}`), 3)).toEqual([
      200, 200, 429,
    ]);
    expect((await via('[2001:db8:1:2::1]:443')).status).toBe(200);
    expect((await via('2001:db8:1:2::2')).status).toBe(200);
    expect((await via('[2001:db8:1:2::3]')).status).toBe(429);
    // Garbage does not buy a budget of its own: it counts as the proxy that sent it.
    const garbage = ['unknown', 'x'.repeat(40), '999.1.1.1, '];
    expect(await statuses(() => via(garbage.shift()!), 3)).toEqual([200, 200, 429]);
    expect((await get('127.0.1.3')).status).toBe(429);
  });

  it('refuses a TRUST_PROXY entry that is not an address or CIDR', () => {
    expect(() => compileTrustProxy(['127.0.1.0/33'])).toThrow();
    expect(() => compileTrustProxy(['proxy.example'])).toThrow();
  });
});
