import type { FeatureCollection } from 'geojson';
import type { FillLayerSpecification, LineLayerSpecification, StyleSpecification } from 'maplibre-gl';

// What the app draws on top of any basemap, as typed MapLibre specs. Data goes in
// through the adapter's setData(sourceId, geojson); markers are DOM, not layers.

export const OVERLAY_SOURCES = ['region', 'references', 'points'] as const;
export type OverlaySourceId = (typeof OVERLAY_SOURCES)[number];

export const OVERLAY_LAYERS: readonly (FillLayerSpecification | LineLayerSpecification)[] = [
  {
    id: 'region-fill',
    type: 'fill',
    source: 'region',
    paint: { 'fill-color': '#1a63d8', 'fill-opacity': 0.06 },
  },
  {
    id: 'region-outline',
    type: 'line',
    source: 'region',
    layout: { 'line-join': 'round' },
    paint: { 'line-color': '#1a63d8', 'line-width': 2, 'line-dasharray': [3, 2], 'line-opacity': 0.8 },
  },
  {
    id: 'reference-lines',
    type: 'line',
    source: 'references',
    layout: { 'line-cap': 'round' },
    paint: { 'line-color': '#c2410c', 'line-width': 1.5, 'line-dasharray': [2, 2] },
  },
];

/** Drawn when the basemap's style cannot be loaded: the overlays and clicks still work. */
export const FALLBACK_STYLE: StyleSpecification = {
  version: 8,
  sources: {},
  layers: [{ id: 'background', type: 'background', paint: { 'background-color': '#e8edf2' } }],
};

export const EMPTY_COLLECTION: FeatureCollection = { type: 'FeatureCollection', features: [] };
