import type { Feature, FeatureCollection } from 'geojson';
import type { LayerSpecification, StyleImageMetadata } from 'maplibre-gl';

/** An image a symbol layer names, drawn when MapLibre first asks for it (no sprite to fetch). */
export type DrawnImage = { image: ImageData; options: Partial<StyleImageMetadata> };

/** What a GeoJSON overlay source shows: a feature or a collection, in GCJ-02. */
export type OverlayData = FeatureCollection | Feature;

/**
 * What one feature draws on top of any basemap, as react-map-gl's <Source>/<Layer> are: its GeoJSON
 * sources (by id, with their options; the data goes in through the adapter's setData), its layers as
 * typed specs in drawing order, and the images its symbols name. The component that draws them
 * registers it (useMapOverlay); the map knows no feature's layers.
 */
export interface MapOverlay {
  sources: Readonly<Record<string, { cluster?: boolean; clusterRadius?: number; clusterMaxZoom?: number }>>;
  layers: readonly LayerSpecification[];
  images?: (id: string, pixelRatio: number) => DrawnImage | undefined;
}

export const EMPTY_COLLECTION: FeatureCollection = { type: 'FeatureCollection', features: [] };
