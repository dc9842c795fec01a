import type { Feature, FeatureCollection } from 'geojson';
import type { GeoData, RegionSet } from '../data/geo-data';
import { featureCount, featureLines, featurePolygon, type GeometrySet } from '../data/geometry-set';
import { PLACE_LAYERS } from './place-layers';
import { WATER_LAYERS } from './water-layers';

/**
 * The basemap's vector-tile layers (source-layer names the style uses), each with
 * the zooms whose tiles carry it. The tile source makes a layer's GeoJSON (and
 * geojson-vt index) when a tile first needs it, or while warming up after the first
 * tile, never at start-up.
 */
export interface TileLayerSpec {
  name: string;
  minzoom: number;
  /** The last zoom whose tiles carry the layer (default: all). */
  maxzoom?: number;
  /** Whether this tile (within the zooms) carries the layer (default: yes). Layers may share a name: their features are merged. */
  carries?(z: number, x: number, y: number, data: GeoData): boolean;
  build(data: GeoData): FeatureCollection;
}

const collection = (features: Feature[]): FeatureCollection => ({ type: 'FeatureCollection', features });

function regionPolygons(
  regions: RegionSet,
  keep: (level: string) => boolean = () => true,
): FeatureCollection {
  const features: Feature[] = [];
  regions.records.forEach((record, i) => {
    if (!keep(record.level)) return;
    features.push({
      type: 'Feature',
      geometry: featurePolygon(regions.set, i),
      properties: { adcode: record.adcode, name: record.name },
    });
  });
  return collection(features);
}

function plainPolygons(set: GeometrySet): FeatureCollection {
  const features: Feature[] = [];
  for (let i = 0; i < featureCount(set); i++) {
    features.push({ type: 'Feature', geometry: featurePolygon(set, i), properties: {} });
  }
  return collection(features);
}

/** A label point per region at DataV's centre (the seat), with the zoom it starts to show at. */
function regionLabels(data: GeoData): FeatureCollection {
  const features: Feature[] = [];
  const add = (regions: RegionSet, level: string, minzoom: number) => {
    for (const record of regions.records) {
      if (record.level !== level) continue;
      features.push({
        type: 'Feature',
        geometry: { type: 'Point', coordinates: record.center },
        properties: { adcode: record.adcode, name: record.name, level, minzoom },
      });
    }
  };
  add(data.provinces, 'province', 2);
  add(data.cities, 'city', 5);
  add(data.leaves, 'district', 8);
  return collection(features);
}

export const TILE_LAYERS: readonly TileLayerSpec[] = [
  { name: 'land', minzoom: 0, build: (data) => plainPolygons(data.land) },
  {
    name: 'country_boundaries',
    minzoom: 0,
    build: (data) =>
      collection([{ type: 'Feature', geometry: featureLines(data.borders, 0), properties: {} }]),
  },
  {
    name: 'country_labels',
    minzoom: 1,
    build: (data) =>
      collection(
        data.countryLabels.map((label) => ({
          type: 'Feature',
          geometry: { type: 'Point', coordinates: [label.lng, label.lat] },
          properties: { name: label.name, code: label.code },
        })),
      ),
  },
  { name: 'provinces', minzoom: 0, build: (data) => regionPolygons(data.provinces) },
  // The leaf regions' own edges, each once: city borders from z4, district and province borders from z6
  // (below z6 province lines come from `provinces`).
  {
    name: 'boundaries',
    minzoom: 4,
    build: (data) =>
      collection(
        data.boundaries.kinds.map((kind, i) => ({
          type: 'Feature',
          geometry: featureLines(data.boundaries.set, i),
          properties: { kind, minzoom: kind === 'city' ? 4 : 6 },
        })),
      ),
  },
  { name: 'region_labels', minzoom: 2, build: regionLabels },
  ...PLACE_LAYERS,
  // Last, so they are made once the big layers' garbage is gone (server RSS, see docs/data-sources.md).
  ...WATER_LAYERS,
];
