import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import type { TrustProxy } from './client-address';

export interface SecurityHeaderOptions {
  /** Origins the page may fetch from besides its own (an online basemap's style and tiles, another API server). */
  connectSrc?: readonly string[];
  /** Origins whose images the page may draw (a configured basemap's raster tiles and sprites). */
  imgSrc?: readonly string[];
  /** Proxies whose X-Forwarded-Proto is believed (TRUST_PROXY); none by default. */
  trustProxy?: TrustProxy;
}

/**
 * The Content-Security-Policy and friends, on every response (pages, API, tiles, errors).
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
export function securityHeaders(options: SecurityHeaderOptions = {}): MiddlewareHandler {
  const secure = secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'"],
      imgSrc: ["'self'", 'data:', 'blob:', ...(options.imgSrc ?? [])],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'", ...(options.connectSrc ?? [])],
      workerSrc: ["'self'"],
      childSrc: ["'self'"],
      manifestSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    xFrameOptions: 'DENY',
    referrerPolicy: 'strict-origin-when-cross-origin',
    permissionsPolicy: { camera: [], microphone: [], payment: [], usb: [], geolocation: ['self'] },
    // Only over HTTPS: set below, where the scheme is known.
    strictTransportSecurity: false,
  });
  return async (c, next) => {
    await secure(c, next);
    if (isHttps(c, options.trustProxy)) {
      c.res.headers.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    }
  };
}

/** Served over HTTPS, directly or behind a trusted TLS-terminating proxy that says so. */
function isHttps(c: Context, trustProxy: TrustProxy | undefined): boolean {
  if (c.req.url.startsWith('https:')) return true; // the URL is absolute; no parse per request
  if (!trustProxy || !fromTrustedProxy(c, trustProxy)) return false;
  return c.req.header('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase() === 'https';
}

function fromTrustedProxy(c: Context, trustProxy: TrustProxy): boolean {
  try {
    const remote = getConnInfo(c).remote.address;
    return remote !== undefined && trustProxy(remote, 0);
  } catch {
    return false; // an in-process request has no socket
  }
}
