import { API } from '../../../../contract/api';
import { apiPath } from '../../../../contract/api-path';
import { LABEL_FONT, LAND_COLOR } from '../../shared/basemap-layers';
import { OSM_ATTRIBUTION } from '../format/data-format';
import { ROAD_CLASSES } from '../format/feature-codes';
import { OSM_MAXZOOM, OSM_MINZOOM } from './osm-tiles';

export const OSM_SOURCE_ID = 'osm';

const src = { source: OSM_SOURCE_ID } as const;
const widths = (base: number) => [
  'interpolate',
  ['exponential', 1.6],
  ['zoom'],
  12,
  base * 0.5,
  16,
  base * 3,
  18,
  base * 8,
];
const roadIs = (...classes: string[]) => ['match', ['get', 'class'], classes, true, false];
/** Where labels collide MapLibre drops the later one: main roads, then landmarks, are placed first. */
const roadRank = [
  'match',
  ['get', 'class'],
  ...ROAD_CLASSES.flatMap((name, rank) => [name, rank]),
  ROAD_CLASSES.length,
];
const poiRank = ['case', ['has', 'landmark'], 0, 1];

const ROADS: Array<[string, string[], string, number]> = [
  ['osm-road-path', ['path'], '#f2a08f', 0.6],
  ['osm-road-service', ['service'], '#ffffff', 0.8],
  ['osm-road-minor', ['minor'], '#ffffff', 1.4],
  ['osm-road-tertiary', ['tertiary'], '#ffffff', 1.8],
  ['osm-road-secondary', ['secondary'], '#f7fabf', 2.2],
  ['osm-road-primary', ['primary'], '#fcd6a4', 2.6],
  ['osm-road-trunk', ['trunk'], '#f9b29c', 3],
  ['osm-road-motorway', ['motorway'], '#e892a2', 3.2],
];

/**
 * The street-level source and layers (z12 up, drawn in the offline basemap's colours), to add above its land.
 * `bounds` ([west, south, east, north]) tells the map where the extracts have data (no tiles asked elsewhere,
 * and the map knows where street level ends).
 */
export function osmStyleParts(origin: string, bounds?: [number, number, number, number], version = '') {
  return {
    sources: {
      [OSM_SOURCE_ID]: {
        type: 'vector',
        // The data's version in the URL: tiles are cached a day, and a new import is new tiles.
        tiles: [
          `${origin}${apiPath(API.osmTiles, { z: '{z}', x: '{x}', file: '{y}.pbf' })}${version && `?v=${version}`}`,
        ],
        minzoom: OSM_MINZOOM,
        maxzoom: OSM_MAXZOOM,
        ...(bounds ? { bounds } : {}),
        attribution: OSM_ATTRIBUTION,
      },
    },
    layers: [
      { id: 'osm-land', type: 'fill', ...src, 'source-layer': 'land', paint: { 'fill-color': LAND_COLOR } },
      { id: 'osm-green', type: 'fill', ...src, 'source-layer': 'green', paint: { 'fill-color': '#d8ecc6' } },
      { id: 'osm-water', type: 'fill', ...src, 'source-layer': 'water', paint: { 'fill-color': '#aad3df' } },
      {
        id: 'osm-waterway',
        type: 'line',
        ...src,
        'source-layer': 'waterway',
        paint: { 'line-color': '#aad3df', 'line-width': widths(1) },
      },
      {
        id: 'osm-building',
        type: 'fill',
        ...src,
        'source-layer': 'building',
        minzoom: 14,
        paint: { 'fill-color': '#ddd6ce', 'fill-outline-color': '#c9c0b6' },
      },
      {
        id: 'osm-road-casing',
        type: 'line',
        ...src,
        'source-layer': 'road',
        minzoom: 13,
        filter: ['!', roadIs('path')],
        layout: { 'line-join': 'round', 'line-cap': 'round' },
        paint: { 'line-color': '#c4bcb2', 'line-width': widths(2.2) },
      },
      ...ROADS.map(([id, classes, color, width]) => ({
        id,
        type: 'line',
        ...src,
        'source-layer': 'road',
        filter: roadIs(...classes),
        layout: { 'line-join': 'round', 'line-cap': 'round' },
        paint: {
          'line-color': color,
          'line-width': widths(width),
          ...(classes[0] === 'path' ? { 'line-dasharray': [2, 1] } : {}),
        },
      })),
      {
        id: 'osm-road-labels',
        type: 'symbol',
        ...src,
        'source-layer': 'road',
        minzoom: 13,
        filter: ['has', 'name'],
        layout: {
          'symbol-placement': 'line',
          'text-field': ['get', 'name'],
          'text-font': LABEL_FONT,
          'text-size': ['interpolate', ['linear'], ['zoom'], 13, 10, 17, 13],
          'text-max-angle': 30,
          'text-allow-overlap': false,
          'symbol-sort-key': roadRank,
        },
        paint: { 'text-color': '#4a4a4a', 'text-halo-color': '#ffffff', 'text-halo-width': 1.4 },
      },
      {
        id: 'osm-poi-symbols',
        type: 'circle',
        ...src,
        'source-layer': 'poi',
        minzoom: 15,
        paint: {
          'circle-radius': 3.5,
          'circle-color': '#b8734d',
          'circle-stroke-color': '#ffffff',
          'circle-stroke-width': 1,
        },
      },
      {
        id: 'osm-poi-labels',
        type: 'symbol',
        ...src,
        'source-layer': 'poi',
        minzoom: 16,
        layout: {
          'text-field': ['get', 'name'],
          'text-font': LABEL_FONT,
          'text-size': 11,
          'text-offset': [0, 0.9],
          'text-anchor': 'top',
          'text-max-width': 8,
          'text-optional': true,
          'text-allow-overlap': false,
          'symbol-sort-key': poiRank,
        },
        paint: { 'text-color': '#7a4a2e', 'text-halo-color': '#ffffff', 'text-halo-width': 1.2 },
      },
    ],
  };
}
