import type { Feature, FeatureCollection } from 'geojson';
import type { GeoData } from '../data/geo-data';
import type { TileLayerSpec } from './tile-layers';

/** The deepest tiles carry the places; the style shows seats from z10 and stations from z12 (overzoomed). */
export const PLACE_TILE_ZOOM = 10;
const STATION_CATEGORY = '交通设施服务:';

const points = (items: Array<{ lng: number; lat: number; properties: Record<string, string> }>) =>
  ({
    type: 'FeatureCollection',
    features: items.map(({ lng, lat, properties }): Feature => ({
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [lng, lat] },
      properties,
    })),
  }) satisfies FeatureCollection;

/** Township seats (GeoNames, official names where matched) and stations (OpenStreetMap), GCJ-02, names in Chinese. */
export const PLACE_LAYERS: readonly TileLayerSpec[] = [
  {
    name: 'towns',
    minzoom: PLACE_TILE_ZOOM,
    build: (data: GeoData) =>
      points(data.towns.map(({ lng, lat, name }) => ({ lng, lat, properties: { name } }))),
  },
  {
    name: 'stations',
    minzoom: PLACE_TILE_ZOOM,
    build: (data: GeoData) =>
      points(
        data.namedPoints
          .filter((point) => point.category.startsWith(STATION_CATEGORY))
          .map(({ lng, lat, name, category }) => ({
            lng,
            lat,
            // 地铁站, 火车站, 有轨电车站, 单轨列车站
            properties: { name, kind: category.slice(STATION_CATEGORY.length) },
          })),
      ),
  },
];
