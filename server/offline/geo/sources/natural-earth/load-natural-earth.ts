import type { MultiLineString, MultiPolygon } from 'geojson';
import { readOpenData } from '../common/open-data-file';
import {
  PLACE_COLUMNS,
  PLACES_FILE,
  type PlaceRow,
  WATER_COLUMNS,
  WATER_FILE,
  type WaterExtent,
  type WaterLayer,
  type WaterRow,
} from './natural-earth-file';

/** A Natural Earth 10 m water feature: ocean and lakes are areas, rivers (and lake centre-lines) lines. */
export interface WaterRecord {
  layer: WaterLayer;
  /**
   * `world`: whole world, ~2 km tolerance, only lakes and rivers Natural Earth shows by z5 (no ocean);
   * `detail`: clipped to [66, 8, 146, 56] (China and neighbours), ~50 m tolerance (draw from ~z5).
   */
  extent: WaterExtent;
  /** Natural Earth's importance (0 most important). */
  scalerank: number;
  /** Natural Earth's suggested first zoom. */
  minZoom: number;
  /** GCJ-02 inside gcoord's box around China, WGS-84 elsewhere. No names: Natural Earth has English ones only. */
  geometry: MultiPolygon | MultiLineString;
}

export function loadNaturalEarthWater(dir?: string): WaterRecord[] {
  return readOpenData<WaterRow>(WATER_FILE, WATER_COLUMNS, dir).rows.map(
    ([layer, extent, scalerank, minZoom, geometry]) => ({ layer, extent, scalerank, minZoom, geometry }),
  );
}

/** A Natural Earth 10 m populated place with a Chinese name. */
export interface NaturalEarthPlaceRecord {
  /** NAME_ZH in simplified characters (巴黎, 桃园区). */
  name: string;
  /** Natural Earth's NAME (romanised), for lists only. */
  romanised: string;
  /** FEATURECLA: "Admin-0 capital", "Admin-1 capital", "Populated place", … */
  kind: string;
  /** 0 (world city) … 10; smaller is more important. */
  scalerank: number;
  population?: number;
  /** ISO 3166 alpha-3 of the country Natural Earth puts it in (CHN, HKG, MAC, TWN, FRA …). */
  country: string;
  lng: number;
  lat: number;
}

export function loadNaturalEarthPlaces(dir?: string): NaturalEarthPlaceRecord[] {
  return readOpenData<PlaceRow>(PLACES_FILE, PLACE_COLUMNS, dir).rows.map(
    ([name, romanised, kind, scalerank, population, country, lng, lat]) => ({
      name,
      romanised,
      kind,
      scalerank,
      ...(population > 0 ? { population } : {}),
      country,
      lng,
      lat,
    }),
  );
}
