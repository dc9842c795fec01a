import type { MultiLineString, MultiPolygon } from 'geojson';

/** The committed files derive-natural-earth writes and load-natural-earth reads (no derivation code here). */
export const WATER_FILE = 'natural-earth-water.json.gz';
export const WATER_COLUMNS = ['layer', 'extent', 'scalerank', 'minZoom', 'geometry'] as const;
export type WaterLayer = 'ocean' | 'lake' | 'river';
/** `world`: the whole world, coarse (for low zooms); `detail`: the box over China and its neighbours, fine. */
export type WaterExtent = 'world' | 'detail';
/** Where the detail extent is kept: China and its neighbours (Korea, Japan's west, Mongolia, mainland South-East Asia, Central Asia's east). [west, south, east, north]. */
export const DETAIL_BOX: [number, number, number, number] = [66, 8, 146, 56];
export type WaterRow = [
  layer: WaterLayer,
  extent: WaterExtent,
  scalerank: number,
  minZoom: number,
  geometry: MultiPolygon | MultiLineString,
];

export const PLACES_FILE = 'natural-earth-places.json.gz';
export const PLACE_COLUMNS = [
  'name',
  'romanised',
  'kind',
  'scalerank',
  'population',
  'country',
  'lng',
  'lat',
] as const;
export type PlaceRow = [
  name: string,
  romanised: string,
  kind: string,
  scalerank: number,
  population: number,
  country: string,
  lng: number,
  lat: number,
];
