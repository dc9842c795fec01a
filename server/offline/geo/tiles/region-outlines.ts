import type { MultiPolygon, Position } from 'geojson';
import type { GeoData, RegionSet } from '../data/geo-data';
import { featurePolygon } from '../data/geometry-set';
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
