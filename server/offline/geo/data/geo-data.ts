import type { PolygonIndexArrays } from '../index/polygon-index';
import type { GeometrySet } from './geometry-set';
import type {
  CountryRecord,
  NamedPointRecord,
  PlaceRecord,
  RegionRecord,
  TownSeatRecord,
  WorldPlaceRecord,
} from './records';

export interface RegionSet {
  records: RegionRecord[];
  set: GeometrySet;
}

export interface CountryLabel {
  code: string;
  name: string;
  /** GCJ-02. */
  lng: number;
  lat: number;
}

export type BoundaryKind = 'province' | 'city' | 'district';

export interface LeafBoundaries {
  /** One feature per kind, in this order. */
  kinds: BoundaryKind[];
  set: GeometrySet;
}

export type WaterKind = 'ocean' | 'lake' | 'river';

/** Natural Earth 10 m water at one level of detail (no names: Natural Earth's are English only). */
export interface WaterSet {
  /** Per feature: ocean and lakes are areas, rivers lines. */
  kinds: WaterKind[];
  /** Per feature: the zoom Natural Earth shows it from. */
  minZooms: number[];
  set: GeometrySet;
}

/**
 * Everything the offline geocoder and basemap read, prepared from the data packages.
 * Each key is a section of the cache file (see sections.ts); values are JSON-able
 * records and typed arrays.
 */
export interface GeoData {
  /** Name → version of each data package it was made from (shown in /api/health). */
  versions: Record<string, string>;
  /** China's undivided regions (the geocoder's polygons and the district layer), GCJ-02. */
  leaves: RegionSet;
  cities: RegionSet;
  provinces: RegionSet;
  /** Natural Earth countries in WGS-84, for points outside China's polygons. */
  countries: { records: CountryRecord[]; set: GeometrySet };
  /** Natural Earth land and borders for the basemap, moved to GCJ-02 like the rest of the map. */
  land: GeometrySet;
  borders: GeometrySet;
  /** The leaf regions' boundary lines, each drawn once and classed province/city/district. */
  boundaries: LeafBoundaries;
  countryLabels: CountryLabel[];
  /** The point-in-polygon indexes over `leaves` and `countries`, prepared once like the rest. */
  indexes: { leaves: PolygonIndexArrays; countries: PolygonIndexArrays };
  /** GeoNames places in China, GCJ-02 (romanised: for the place search only, never a sentence). */
  places: PlaceRecord[];
  /** GeoNames township seats, each in its district (town in the answer). */
  towns: TownSeatRecord[];
  /** Stations, seats and populated places with Chinese names (landmark_l2, famous_area, POIs). */
  namedPoints: NamedPointRecord[];
  /** Natural Earth places abroad with a Chinese name. */
  worldPlaces: WorldPlaceRecord[];
  /**
   * Water for the basemap, GCJ-02 inside China: `world` is coarse (~2 km, only what shows by z5),
   * `detail` is fine (~50 m) but only inside `box` ([west, south, east, north]) around China.
   */
  water: { world: WaterSet; detail: WaterSet & { box: [number, number, number, number] } };
}
