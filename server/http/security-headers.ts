import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { TrustProxy } from './client-address';
import { type HeaderList, requestHeader } from './node-exchange';

export interface SecurityHeaderOptions {
  /** Origins the page may fetch from besides its own (an online basemap's style and tiles, another API server). */
  connectSrc?: readonly string[];
  /** Origins whose images the page may draw (a configured basemap's raster tiles and sprites). */
  imgSrc?: readonly string[];
  /** Proxies whose X-Forwarded-Proto is believed (TRUST_PROXY); none by default. */
  trustProxy?: TrustProxy;
}

const HSTS = ['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'] as const;

/**
 * The Content-Security-Policy and friends, for every response (pages, API, tiles, errors): the
 * list is made once; `of(c)` is it, with HSTS over HTTPS. The set is hono/secure-headers' defaults
 * with our policy, frame and referrer choices.
 *
 * Why each source is allowed (see docs/security.md):
 * - script-src 'self': Vite emits no inline script; no 'unsafe-eval' (MapLibre 6 needs none).
 * - worker-src 'self': MapLibre 6 starts its ESM worker straight from a same-origin URL
 *   (setWorkerUrl); blob: would only be needed for a worker on another origin.
 * - img-src data: blob:: MapLibre turns image tiles and sprites into blob: URLs; data: for small inline images.
 * - style-src 'self': the CSS is a file; React and MapLibre set styles through the CSSOM, which CSP does not restrict.
 * - connect-src 'self' plus configured extra origins: the API, the basemap style, tiles and glyphs
 *   (CSP_CONNECT_SRC and the origins of BASEMAPS_FILE's entries, basemap-origins.ts).
 */
export function securityHeaders(options: SecurityHeaderOptions = {}) {
  const policy: [string, readonly string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'"]],
    ['style-src', ["'self'"]],
    ['img-src', ["'self'", 'data:', 'blob:', ...(options.imgSrc ?? [])]],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', ["'self'", ...(options.connectSrc ?? [])]],
    ['worker-src', ["'self'"]],
    ['child-src', ["'self'"]],
    ['manifest-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  const always: HeaderList = [
    ['Content-Security-Policy', policy.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ')],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    ['Cross-Origin-Resource-Policy', 'same-origin'],
    ['Origin-Agent-Cluster', '?1'],
    ['Permissions-Policy', 'camera=(), microphone=(), payment=(), usb=(), geolocation=(self)'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['X-Content-Type-Options', 'nosniff'],
    ['X-DNS-Prefetch-Control', 'off'],
    ['X-Download-Options', 'noopen'],
    ['X-Frame-Options', 'DENY'],
    ['X-Permitted-Cross-Domain-Policies', 'none'],
    ['X-XSS-Protection', '0'],
  ];
  const overHttps: HeaderList = [...always, HSTS];
  return { of: (c: Context): HeaderList => (isHttps(c, options.trustProxy) ? overHttps : always) };
}

/** Served over HTTPS, directly or behind a trusted TLS-terminating proxy that says so. */
function isHttps(c: Context, trustProxy: TrustProxy | undefined): boolean {
  if (c.req.url.startsWith('https:')) return true; // the URL is absolute; no parse per request
  if (!trustProxy || !fromTrustedProxy(c, trustProxy)) return false;
  return requestHeader(c, 'x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase() === 'https';
}

function fromTrustedProxy(c: Context, trustProxy: TrustProxy): boolean {
  try {
    const remote = getConnInfo(c).remote.address;
    return remote !== undefined && trustProxy(remote, 0);
  } catch {
    return false; // an in-process request has no socket
  }
}
