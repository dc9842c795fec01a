import type { FeatureCollection, Point } from 'geojson';
import type { CircleLayerSpecification, SymbolLayerSpecification } from 'maplibre-gl';
import type { MapOverlay } from '../../map/overlay';

// Many points (the batch view's rows) as one GeoJSON source, clustered below zoom 15.

export const POINTS_SOURCE = 'points';
/** The source's data (GCJ-02): each point's `row` is what a pick gets. */
export type RowPoints = FeatureCollection<Point, { row: number; failed?: boolean }>;
/** Clusters (a click zooms in to where one splits) and single points (a click picks the row). */
export const CLUSTERS = 'points-clusters';
export const SINGLES = 'points-single';

const LAYERS: readonly (CircleLayerSpecification | SymbolLayerSpecification)[] = [
  {
    id: CLUSTERS,
    type: 'circle',
    source: POINTS_SOURCE,
    filter: ['has', 'point_count'],
    paint: {
      'circle-color': '#1a63d8',
      'circle-opacity': 0.85,
      'circle-radius': ['step', ['get', 'point_count'], 13, 100, 17, 1000, 22],
      'circle-stroke-color': '#fff',
      'circle-stroke-width': 2,
    },
  },
  {
    id: 'points-count',
    type: 'symbol',
    source: POINTS_SOURCE,
    filter: ['has', 'point_count'],
    layout: {
      'text-field': ['get', 'point_count_abbreviated'],
      'text-font': ['Noto Sans CJK SC Regular'],
      'text-size': 12,
      'text-allow-overlap': true,
    },
    paint: { 'text-color': '#fff' },
  },
  {
    id: SINGLES,
    type: 'circle',
    source: POINTS_SOURCE,
    filter: ['!', ['has', 'point_count']],
    paint: {
      // `failed` is set only on failed rows: a missing one reads false (not null, which would draw black).
      'circle-color': ['case', ['boolean', ['get', 'failed'], false], '#b3261e', '#1a63d8'],
      'circle-radius': 6,
      'circle-stroke-color': '#fff',
      'circle-stroke-width': 1.5,
    },
  },
];

/** The job's points, drawn above the other overlays. */
export const POINTS_OVERLAY: MapOverlay = {
  sources: { [POINTS_SOURCE]: { cluster: true, clusterRadius: 50, clusterMaxZoom: 14 } },
  layers: LAYERS,
};
