import type { Map as MaplibreMap, StyleSpecification } from 'maplibre-gl';
import type { Datum } from './datum';
import { geoJsonToBasemap } from './datum';
import { EMPTY_COLLECTION, type MapOverlay, type OverlayData } from './overlay';

// The registered overlays (GeoJSON sources and their layers) on top of whichever basemap style is drawn.

/** The overlays on a map, in the order they were registered, and what was drawn on each source (GCJ-02). */
export interface Overlays {
  registered: Set<MapOverlay>;
  data: Map<string, OverlayData>;
}

const sourceSpec = (options: MapOverlay['sources'][string], data: OverlayData) =>
  ({ type: 'geojson', data, ...options }) as const;

const sourcesOf = (overlay: MapOverlay, overlays: Overlays, datum: Datum) =>
  Object.entries(overlay.sources).map(
    ([id, options]) =>
      [id, sourceSpec(options, geoJsonToBasemap(overlays.data.get(id) ?? EMPTY_COLLECTION, datum))] as const,
  );

/** A basemap style with the overlays' sources (their data in the basemap's datum) and layers added. */
export function withOverlays(
  style: StyleSpecification,
  overlays: Overlays,
  datum: Datum,
): StyleSpecification {
  const registered = [...overlays.registered];
  return {
    ...style,
    sources: {
      ...style.sources,
      ...Object.fromEntries(registered.flatMap((overlay) => sourcesOf(overlay, overlays, datum))),
    },
    layers: [...style.layers, ...registered.flatMap((overlay) => overlay.layers)],
  };
}

/** Adds one overlay's sources (with what was drawn on them) and its layers on top of the map's. */
export function addOverlay(map: MaplibreMap, overlay: MapOverlay, overlays: Overlays, datum: Datum) {
  for (const [id, spec] of sourcesOf(overlay, overlays, datum))
    if (!map.getSource(id)) map.addSource(id, spec);
  for (const layer of overlay.layers) if (!map.getLayer(layer.id)) map.addLayer(layer);
}

export function removeOverlay(map: MaplibreMap, overlay: MapOverlay) {
  for (const layer of overlay.layers) if (map.getLayer(layer.id)) map.removeLayer(layer.id);
  for (const id of Object.keys(overlay.sources)) if (map.getSource(id)) map.removeSource(id);
}
