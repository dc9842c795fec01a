import type { Feature, MultiPolygon } from 'geojson';
import { Hono } from 'hono';
import { badRequest, ServiceError } from '../../../errors';
import type { AppEnv } from '../../../http-env';
import type { RegionOutlines } from '../tiles/region-outlines';

/** GET /api/regions/{adcode}: the region's simplified outline (GeoJSON Feature, GCJ-02). */
export function regionRoutes(outlines: RegionOutlines) {
  return new Hono<AppEnv>().get('/api/regions/:adcode', (c) => {
    const adcode = c.req.param('adcode');
    if (!/^\d{6}$/.test(adcode)) throw badRequest('adcode must be 6 digits, e.g. 110101');
    const outline = outlines.get(adcode);
    if (!outline) throw new ServiceError(404, `no region with adcode ${adcode} in the offline data`);
    const feature: Feature<MultiPolygon> = {
      type: 'Feature',
      geometry: outline.geometry,
      properties: { adcode: outline.adcode, name: outline.name, level: outline.level },
    };
    c.header('Cache-Control', 'public, max-age=86400');
    return c.json(feature);
  });
}
