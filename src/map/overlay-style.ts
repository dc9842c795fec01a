import type { Feature, FeatureCollection } from 'geojson';
import type { Map as MaplibreMap, StyleSpecification } from 'maplibre-gl';
import type { Datum } from './datum';
import { geoJsonToBasemap } from './datum';
import { EMPTY_COLLECTION, OVERLAY_LAYERS, OVERLAY_SOURCES, type OverlaySourceId } from './layers';
import { POINT_LAYERS, POINTS_CLUSTER, POINTS_SOURCE } from './points-layer';

// The app's overlays (GeoJSON sources and their layers) on top of whichever basemap style is drawn.

/** What the app drew on each overlay source, in GCJ-02, to redraw in a new basemap's datum. */
export type OverlayData = Map<OverlaySourceId, FeatureCollection | Feature>;

const sourceSpec = (id: OverlaySourceId, data: FeatureCollection | Feature) =>
  ({ type: 'geojson', data, ...(id === POINTS_SOURCE ? POINTS_CLUSTER : {}) }) as const;

const ALL_LAYERS = [...OVERLAY_LAYERS, ...POINT_LAYERS];

/** A basemap style with the overlays' sources (their data in the basemap's datum) and layers added. */
export function withOverlays(
  style: StyleSpecification,
  overlays: OverlayData,
  datum: Datum,
): StyleSpecification {
  return {
    ...style,
    sources: {
      ...style.sources,
      ...Object.fromEntries(
        OVERLAY_SOURCES.map((id) => [
          id,
          sourceSpec(id, geoJsonToBasemap(overlays.get(id) ?? EMPTY_COLLECTION, datum)),
        ]),
      ),
    },
    layers: [...style.layers, ...ALL_LAYERS],
  };
}

/** Adds the overlays' empty sources and their layers to a map that has just loaded its first style. */
export function addOverlays(map: MaplibreMap) {
  for (const id of OVERLAY_SOURCES) map.addSource(id, sourceSpec(id, EMPTY_COLLECTION));
  for (const layer of ALL_LAYERS) map.addLayer(layer);
}
