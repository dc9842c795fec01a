import { describe, expect, it } from 'vitest';
import { connectAllowed } from './csp-connect';

const PAGE = new URL('http://127.0.0.1:4310/batch?lat=1');
const allowed = (header: string | null, target: string, page = PAGE) =>
  connectAllowed(header, new URL(target), page);
// The shape the server sends (server/http/security-headers.ts), with CSP_CONNECT_SRC's origins in connect-src.
const served = (connect: string) =>
  `default-src 'self'; script-src 'self'; img-src 'self' data: blob:; connect-src 'self' ${connect}; object-src 'none'`;

describe('connectAllowed', () => {
  it("allows the page's own origin by 'self' and an origin CSP_CONNECT_SRC lists", () => {
    const header = served('https://api.example.com:8443 https://tiles.openfreemap.org');
    expect(allowed(header, 'http://127.0.0.1:4310/')).toBe(true);
    expect(allowed(header, 'https://api.example.com:8443')).toBe(true);
    expect(allowed(header, 'https://tiles.openfreemap.org/prefix')).toBe(true);
  });

  it('refuses another port, host or scheme, and a default port the source does not name', () => {
    const header = served('https://api.example.com:8443');
    expect(allowed(header, 'http://127.0.0.1:4311')).toBe(false);
    expect(allowed(header, 'http://localhost:4310')).toBe(false);
    expect(allowed(header, 'https://api.example.com')).toBe(false);
    expect(allowed(header, 'http://api.example.com:8443')).toBe(false);
    expect(allowed(header, 'https://other.example.com:8443')).toBe(false);
  });

  it('lets a source without a scheme or port stand for the page scheme (and its secure form) and the default port', () => {
    const header = served('api.example.com');
    expect(allowed(header, 'http://api.example.com')).toBe(true);
    expect(allowed(header, 'https://api.example.com')).toBe(true);
    expect(allowed(header, 'http://api.example.com:8080')).toBe(false);
    const securePage = new URL('https://maps.example.org/');
    expect(allowed(header, 'http://api.example.com', securePage)).toBe(false);
  });

  it('reads wildcards: a subdomain, any port, a scheme, and *', () => {
    expect(allowed(served('https://*.example.com'), 'https://a.b.example.com')).toBe(true);
    expect(allowed(served('https://*.example.com'), 'https://example.com')).toBe(false);
    expect(allowed(served('http://127.0.0.1:*'), 'http://127.0.0.1:9')).toBe(true);
    expect(allowed(served('https:'), 'https://anywhere.example')).toBe(true);
    expect(allowed(served('https:'), 'http://127.0.0.1:4311')).toBe(false);
    expect(allowed('connect-src *', 'http://127.0.0.1:4311')).toBe(true);
  });

  it("falls back to default-src; a policy with neither, or no header, restricts nothing; 'none' allows nothing", () => {
    expect(allowed("default-src 'self'", 'http://127.0.0.1:4311')).toBe(false);
    expect(allowed("default-src 'self'", 'http://127.0.0.1:4310')).toBe(true);
    expect(allowed("img-src 'self'", 'http://127.0.0.1:4311')).toBe(true);
    expect(allowed(null, 'http://127.0.0.1:4311')).toBe(true);
    expect(allowed("connect-src 'none'", 'http://127.0.0.1:4310')).toBe(false);
  });

  it("'self' allows the secure form of the page's origin; every policy of a header must allow", () => {
    expect(allowed("connect-src 'self'", 'https://127.0.0.1', new URL('http://127.0.0.1/'))).toBe(true);
    const two = `${served('http://127.0.0.1:4311')}, connect-src 'self'`;
    expect(allowed(two, 'http://127.0.0.1:4311')).toBe(false);
    expect(allowed(two, 'http://127.0.0.1:4310')).toBe(true);
  });

  it('matches hosts without regard to case, and an IPv6 loopback source', () => {
    expect(allowed(served('HTTPS://API.Example.COM'), 'https://api.example.com')).toBe(true);
    expect(allowed(served('http://[::1]:4311'), 'http://[::1]:4311')).toBe(true);
    expect(allowed(served('http://[::1]:4311'), 'http://[::1]:4312')).toBe(false);
  });
});
