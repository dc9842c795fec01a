import { etag } from 'hono/etag';
import { basemapStyleApi } from '../../contract/basemap-list-schema';
import { route } from '../http/route';
import { basemapStyle, type BasemapStyle } from '../offline/geo/tiles/basemap-style';

/**
 * GET /api/basemap/style.json: the offline MapLibre style, with whatever `addLayers` adds (the
 * street-level layers when an OpenStreetMap extract is imported). Tile URLs are root-relative
 * (the client resolves them against the page): never built from the untrusted Host header. Asked
 * again on every visit (no-cache), it answers 304 by its ETag while it has not changed.
 */
export function basemapRoutes(addLayers: (style: BasemapStyle) => object = (style) => style) {
  return route(
    basemapStyleApi,
    (c) => {
      c.header('Cache-Control', 'no-cache');
      return c.json(addLayers(basemapStyle('')));
    },
    // Weak: the bytes sent differ by encoding (compressed on the fly), the 304 is sent unencoded.
    [etag({ weak: true })],
  );
}
