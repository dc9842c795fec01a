import { Hono } from 'hono';
import type { AppEnv } from '../../http-env';
import { basemapStyle } from './basemap-style';

/** GET /api/basemap/style.json: the offline MapLibre style, tile URLs absolute on the request's origin. */
export function basemapRoutes() {
  return new Hono<AppEnv>().get('/api/basemap/style.json', (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.json(basemapStyle(new URL(c.req.url).origin));
  });
}
