import { basemapStyleApi } from '../../contract/basemap-list-schema';
import { route } from '../http/route';
import { basemapStyle, type BasemapStyle } from '../offline/geo/tiles/basemap-style';

/**
 * GET /api/basemap/style.json: the offline MapLibre style, with whatever `addLayers` adds (the
 * street-level layers when an OpenStreetMap extract is imported). Tile URLs are root-relative
 * (the client resolves them against the page): never built from the untrusted Host header.
 */
export function basemapRoutes(addLayers: (style: BasemapStyle) => object = (style) => style) {
  return route(basemapStyleApi, (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.json(addLayers(basemapStyle('')));
  });
}
