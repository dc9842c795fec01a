import type { LayerSpecification } from 'maplibre-gl';
import type { MapOverlay } from '../../map/overlay';
import { drawMarkerImage, LABEL_BOX_IMAGE, PIN_SPACE_IMAGE } from './marker-images';

// What a lookup draws on top of any basemap, as typed MapLibre specs. Data goes in
// through the adapter's setData(sourceId, geojson). POIs and reference labels are symbols,
// so MapLibre's collision detection keeps them from covering each other; only the
// clicked point is a DOM marker.

/** The symbol layer whose features take clicks and hovers (adapter.onFeature). */
export const POI_LAYER = 'poi-markers';
const LABEL_FONT = ['Noto Sans CJK SC Regular'];

const LAYERS: readonly LayerSpecification[] = [
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
  // The POI search radius: a circle and its distance written on its northern edge.
  {
    id: 'radius-fill',
    type: 'fill',
    source: 'radius',
    filter: ['==', ['geometry-type'], 'Polygon'],
    paint: { 'fill-color': '#0f766e', 'fill-opacity': 0.05 },
  },
  {
    id: 'radius-outline',
    type: 'line',
    source: 'radius',
    filter: ['==', ['geometry-type'], 'Polygon'],
    paint: { 'line-color': '#0f766e', 'line-width': 1.5, 'line-dasharray': [4, 2] },
  },
  {
    id: 'radius-label',
    type: 'symbol',
    source: 'radius',
    filter: ['==', ['geometry-type'], 'Point'],
    layout: {
      'text-field': ['get', 'text'],
      'text-font': LABEL_FONT,
      'text-size': 11,
      'text-anchor': 'bottom',
      'text-allow-overlap': true,
      'icon-image': LABEL_BOX_IMAGE,
      'icon-text-fit': 'both',
      'icon-text-fit-padding': [2, 5, 2, 5],
      'icon-allow-overlap': true,
      'icon-anchor': 'bottom',
    },
    paint: { 'text-color': '#115e59' },
  },
  {
    id: 'reference-lines',
    type: 'line',
    source: 'references',
    layout: { 'line-cap': 'round' },
    filter: ['==', ['geometry-type'], 'LineString'],
    paint: { 'line-color': '#c2410c', 'line-width': 1.5, 'line-dasharray': [2, 2] },
  },
  {
    id: 'reference-dots',
    type: 'circle',
    source: 'references',
    filter: ['==', ['get', 'role'], 'place'],
    paint: {
      'circle-radius': 4,
      'circle-color': '#c2410c',
      'circle-stroke-color': '#fff',
      'circle-stroke-width': 1.5,
    },
  },
  // A reference's name on its line; it moves to a free side (or hides) rather than cover a POI.
  // The nearer reference is placed first.
  {
    id: 'reference-labels',
    type: 'symbol',
    source: 'references',
    filter: ['==', ['get', 'role'], 'label'],
    layout: {
      'text-field': [
        'format',
        ['get', 'kind'],
        { 'text-font': ['literal', ['Noto Sans CJK SC Bold']] },
        ['get', 'text'],
        {},
      ],
      'text-font': LABEL_FONT,
      'text-size': 11,
      'text-max-width': 20,
      'text-variable-anchor': ['center', 'top', 'bottom', 'left', 'right'],
      'text-radial-offset': 1.6,
      'text-padding': 2,
      'text-allow-overlap': false,
      'icon-allow-overlap': false,
      'symbol-sort-key': ['get', 'distance'],
      'icon-image': LABEL_BOX_IMAGE,
      'icon-text-fit': 'both',
      'icon-text-fit-padding': [2, 5, 2, 5],
      'icon-padding': 0,
    },
    paint: { 'text-color': '#7c2d12' },
  },
  // Numbered POIs: a nearer one, the hovered and the picked one are placed first; one that would
  // cover another is left out (its row in the panel stays).
  {
    id: POI_LAYER,
    type: 'symbol',
    source: 'pois',
    layout: {
      'icon-image': [
        'concat',
        'poi-',
        ['get', 'number'],
        ['case', ['get', 'highlighted'], '-h', ''],
        ['case', ['get', 'selected'], '-s', ''],
      ],
      'icon-allow-overlap': false,
      'icon-padding': 0,
      'symbol-sort-key': ['case', ['get', 'selected'], -2, ['get', 'highlighted'], -1, ['get', 'number']],
    },
  },
  // An empty box where the clicked point's (DOM) pin stands, placed first: the symbols keep off it.
  {
    id: 'pin-space',
    type: 'symbol',
    source: 'pin',
    layout: {
      'icon-image': PIN_SPACE_IMAGE,
      'icon-anchor': 'bottom',
      'icon-allow-overlap': true,
      'icon-padding': 0,
    },
  },
];

/** The answer's overlay: the region's outline, the reference lines and labels, the POIs, the pin's space. */
export const GEOCODE_OVERLAY: MapOverlay = {
  sources: { region: {}, radius: {}, references: {}, pois: {}, pin: {} },
  layers: LAYERS,
  images: drawMarkerImage,
};
