import type { GeoData, RegionSet } from '../data/geo-data';
import { cityCodeOf, type RegionRecord } from '../data/records';
import { PolygonIndex, type PolygonIndexArrays } from '../index/polygon-index';

/** A point's administrative region in China, named the way the contract's ad_info names it. */
export interface AdminRegion {
  adcode: string;
  province: string;
  /** For a municipality, Hong Kong or Macau: the province-level name itself (北京市). "" for Taiwan. */
  city: string;
  /** "" where the data has no district level (东莞市, 济源市, Taiwan). */
  district: string;
  /** [lng, lat] GCJ-02 of the region's centre. */
  center: [number, number];
  /** Adcode of the prefecture-level city the region is in (a municipality's province code). */
  cityCode: string;
  /** province + city + district, a municipality's name not repeated: 北京市东城区. */
  address: string;
  /** The levels that exist, comma-separated after the nation: 中国,北京市,北京市,东城区. */
  fullName: string;
}

export const CHINA_NATION = '中国';

/** The region lookup over the prepared data's leaves (districts, cities without districts). */
export const regionLookupOf = (data: GeoData) =>
  new RegionLookup(data.leaves, [data.cities, data.provinces], data.indexes.leaves);

/** Finds the undivided region (district or city without districts) under a GCJ-02 point. */
export class RegionLookup {
  private readonly index: PolygonIndex;
  private readonly names = new Map<string, string>();
  /** Each leaf described once, on first use (the answer only reads it). */
  private readonly described: (AdminRegion | undefined)[] = [];

  constructor(
    private readonly leaves: RegionSet,
    named: readonly RegionSet[],
    prebuilt?: PolygonIndexArrays,
  ) {
    this.index = new PolygonIndex(leaves.set, prebuilt);
    for (const layer of [leaves, ...named]) for (const r of layer.records) this.names.set(r.adcode, r.name);
  }

  /** The leaf record's index under [lng, lat], or -1 (the hot path the benchmark measures). */
  findIndex(lng: number, lat: number): number {
    return this.index.find(lng, lat);
  }

  find(lng: number, lat: number): AdminRegion | undefined {
    const i = this.index.find(lng, lat);
    if (i < 0) return undefined;
    return (this.described[i] ??= this.describe(this.leaves.records[i]!));
  }

  describe(record: RegionRecord): AdminRegion {
    const name = (adcode: string | undefined) => (adcode ? (this.names.get(adcode) ?? '') : '');
    const [provinceCode, cityCode] = record.parents;
    const province = record.level === 'province' ? record.name : name(provinceCode);
    let city = '';
    if (record.level === 'city') city = record.name;
    else if (cityCode) city = name(cityCode);
    else if (record.level === 'district') city = province; // a district directly under a province: 北京市东城区
    const district = record.level === 'district' ? record.name : '';
    return {
      adcode: record.adcode,
      province,
      city,
      district,
      center: record.center,
      cityCode: cityCodeOf(record),
      address: [province, city === province ? '' : city, district].join(''),
      fullName: [CHINA_NATION, province, city, district].filter(Boolean).join(','),
    };
  }
}
