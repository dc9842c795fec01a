import type { Feature, MultiPolygon, Position } from 'geojson';
import { Hono } from 'hono';
import { badRequest, ServiceError } from '../../errors';
import type { AppEnv } from '../../http-env';
import type { GeoData, RegionSet } from './build-geo-data';
import { featurePolygon } from './geometry-set';
import { simplifyMultiPolygon } from './simplify';

export interface RegionOutline {
  adcode: string;
  name: string;
  level: string;
  geometry: MultiPolygon;
}

const round6 = (ring: Position[]) =>
  ring.map(([x, y]) => [Math.round(x! * 1e6) / 1e6, Math.round(y! * 1e6) / 1e6]);

/** Outlines of every region the data has (province, city and leaf), simplified once and kept. */
export class RegionOutlines {
  private readonly where = new Map<string, [RegionSet, number]>();
  private readonly made = new Map<string, RegionOutline>();

  constructor(data: GeoData) {
    for (const layer of [data.leaves, data.cities, data.provinces]) {
      layer.records.forEach((record, i) => this.where.set(record.adcode, [layer, i]));
    }
  }

  get(adcode: string): RegionOutline | undefined {
    const known = this.made.get(adcode);
    if (known) return known;
    const found = this.where.get(adcode);
    if (!found) return undefined;
    const [layer, i] = found;
    const record = layer.records[i]!;
    const simplified = simplifyMultiPolygon(featurePolygon(layer.set, i));
    const geometry: MultiPolygon = {
      type: 'MultiPolygon',
      coordinates: simplified.coordinates.map((polygon) => polygon.map(round6)),
    };
    const outline = { adcode, name: record.name, level: record.level, geometry };
    this.made.set(adcode, outline);
    return outline;
  }
}

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
