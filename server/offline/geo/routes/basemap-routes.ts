import { Hono } from 'hono';
import type { AppEnv } from '../../../http-env';
import { basemapStyle } from '../tiles/basemap-style';

/**
 * GET /api/basemap/style.json: the offline MapLibre style. Tile URLs are root-relative
 * (the client resolves them against the page): never built from the untrusted Host header.
 */
export function basemapRoutes() {
  return new Hono<AppEnv>().get('/api/basemap/style.json', (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.json(basemapStyle(''));
  });
}
