import type { Feature, FeatureCollection } from 'geojson';
import type { GeoData, WaterKind, WaterSet } from '../data/geo-data';
import { featureCount, featureLines, featurePolygon } from '../data/geometry-set';
import type { TileLayerSpec } from './tile-layers';

/** From this zoom the fine water is drawn inside its box; the coarse world water only outside it. */
export const WATER_DETAIL_ZOOM = 6;

/** A tile's [west, south, east, north] in degrees (Web Mercator). */
export function tileBounds(z: number, x: number, y: number): [number, number, number, number] {
  const n = 2 ** z;
  const lat = (row: number) => (Math.atan(Math.sinh(Math.PI * (1 - (2 * row) / n))) * 180) / Math.PI;
  return [(x / n) * 360 - 180, lat(y + 1), ((x + 1) / n) * 360 - 180, lat(y)];
}

const within = ([west, south, east, north]: number[], box: readonly [number, number, number, number]) =>
  west! >= box[0] && south! >= box[1] && east! <= box[2] && north! <= box[3];

/** Areas (ocean, lakes) or lines (rivers) of one water set, each tagged with its kind and first zoom. */
function waterFeatures(water: WaterSet, lines: boolean): FeatureCollection {
  const features: Feature[] = [];
  for (let i = 0; i < featureCount(water.set); i++) {
    const kind: WaterKind = water.kinds[i]!;
    if ((kind === 'river') !== lines) continue;
    features.push({
      type: 'Feature',
      geometry: lines ? featureLines(water.set, i) : featurePolygon(water.set, i),
      properties: { kind, minzoom: water.minZooms[i]! },
    });
  }
  return { type: 'FeatureCollection', features };
}

/**
 * `water` (ocean and lakes, `kind` tells which) and `waterway` (rivers): the coarse world set
 * below WATER_DETAIL_ZOOM everywhere and above it in tiles not wholly inside the detail box;
 * the fine set from WATER_DETAIL_ZOOM in the tiles it reaches.
 */
export const WATER_LAYERS: readonly TileLayerSpec[] = (['water', 'waterway'] as const).flatMap((name) => {
  const lines = name === 'waterway';
  return [
    {
      name,
      minzoom: 0,
      carries: (z: number, x: number, y: number, data: GeoData) =>
        z < WATER_DETAIL_ZOOM || !within(tileBounds(z, x, y), data.water.detail.box),
      build: (data: GeoData) => waterFeatures(data.water.world, lines),
    },
    {
      name,
      minzoom: WATER_DETAIL_ZOOM,
      build: (data: GeoData) => waterFeatures(data.water.detail, lines),
    },
  ];
});
