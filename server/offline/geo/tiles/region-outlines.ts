import gcoord from 'gcoord';
import type { MultiPolygon, Position } from 'geojson';
import type { GeoData, RegionSet } from '../data/geo-data';
import { featurePolygon } from '../data/geometry-set';
import { simplifyMultiPolygon } from '../../shared/simplify';

export interface RegionOutline {
  adcode: string;
  name: string;
  level: string;
  geometry: MultiPolygon;
}

const round6 = (ring: Position[]) =>
  ring.map(([x, y]) => [Math.round(x! * 1e6) / 1e6, Math.round(y! * 1e6) / 1e6]);

/** A country's outline moved from Natural Earth's WGS-84 to GCJ-02 (gcoord shifts only inside its China box). */
const toGcj = (ring: Position[]): Position[] =>
  ring.map((at) => gcoord.transform(at as [number, number], gcoord.WGS84, gcoord.GCJ02));

/**
 * Outlines of every region the data has (province, city and leaf, by 6-digit adcode) and of
 * every country (Natural Earth, by 3-digit ISO 3166 numeric code), simplified once and kept.
 */
export class RegionOutlines {
  private readonly where = new Map<string, [RegionSet, number]>();
  private readonly countries = new Map<string, number[]>();
  private readonly made = new Map<string, RegionOutline>();

  constructor(private readonly data: GeoData) {
    for (const layer of [data.leaves, data.cities, data.provinces]) {
      layer.records.forEach((record, i) => this.where.set(record.adcode, [layer, i]));
    }
    data.countries.records.forEach(({ code }, i) => {
      if (code) this.countries.set(code, [...(this.countries.get(code) ?? []), i]);
    });
  }

  get(adcode: string): RegionOutline | undefined {
    const known = this.made.get(adcode);
    if (known) return known;
    if (this.countries.has(adcode)) return this.country(adcode);
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

  private country(code: string): RegionOutline {
    const { records, set } = this.data.countries;
    const parts = this.countries.get(code)!;
    const coordinates = parts.flatMap((i) => simplifyMultiPolygon(featurePolygon(set, i)).coordinates);
    const geometry: MultiPolygon = {
      type: 'MultiPolygon',
      coordinates: coordinates.map((polygon) => polygon.map((ring) => round6(toGcj(ring)))),
    };
    const outline = { adcode: code, name: records[parts[0]!]!.name, level: 'country', geometry };
    this.made.set(code, outline);
    return outline;
  }
}
