import { regionsApi } from '../../contract/region-schema';
import { badRequest, HttpError } from '../http/http-error';
import { route } from '../http/route';
import type { RegionOutlines } from '../offline/geo/tiles/region-outlines';

/**
 * GET /api/regions/{code}: the simplified outline (GeoJSON Feature, GCJ-02) of a region of China
 * (6-digit adcode) or of a country (3-digit ISO 3166 numeric code, as nation_code).
 */
export function regionRoutes(outlines: RegionOutlines) {
  return route(regionsApi, (c) => {
    const adcode = c.req.param('adcode');
    if (!/^(\d{3}|\d{6})$/.test(adcode))
      throw badRequest(
        'the code must be a 6-digit adcode (110101) or a 3-digit ISO 3166 numeric country code (250)',
        'adcode_invalid',
      );
    const outline = outlines.get(adcode);
    if (!outline)
      throw new HttpError(404, `no region or country with code ${adcode} in the offline data`, {
        errorCode: 'region_not_found',
        params: { adcode },
      });
    const feature = {
      type: 'Feature' as const,
      geometry: { ...outline.geometry },
      properties: { adcode: outline.adcode, name: outline.name, level: outline.level },
    };
    c.header('Cache-Control', 'public, max-age=86400');
    return feature;
  });
}
