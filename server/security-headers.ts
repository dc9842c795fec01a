import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';

export interface SecurityHeaderOptions {
  /** Origins the page may fetch from besides its own (an online basemap's style and tiles, another API server). */
  connectSrc?: readonly string[];
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
 * - connect-src 'self' plus configured extra origins: the API, the basemap style, tiles and glyphs.
 */
export function securityHeaders(options: SecurityHeaderOptions = {}): MiddlewareHandler {
  const secure = secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
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
    if (isHttps(c.req.url, c.req.header('x-forwarded-proto'))) {
      c.res.headers.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    }
  };
}

/** Served over HTTPS, directly or behind a TLS-terminating proxy that says so. */
function isHttps(url: string, forwardedProto: string | undefined): boolean {
  if (new URL(url).protocol === 'https:') return true;
  return forwardedProto?.split(',')[0]?.trim().toLowerCase() === 'https';
}
