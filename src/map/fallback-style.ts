import type { StyleSpecification } from 'maplibre-gl';

/** Drawn when the basemap's style cannot be loaded: the overlays and clicks still work. */
export const FALLBACK_STYLE: StyleSpecification = {
  version: 8,
  sources: {},
  layers: [{ id: 'background', type: 'background', paint: { 'background-color': '#e8edf2' } }],
};
