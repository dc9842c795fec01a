import type { FeatureCollection, Point } from 'geojson';
import type {
  CircleLayerSpecification,
  GeoJSONSource,
  Map as MaplibreMap,
  MapMouseEvent,
  SymbolLayerSpecification,
} from 'maplibre-gl';

// Many points (the batch view's rows) as one GeoJSON source, clustered below zoom 15.

export const POINTS_SOURCE = 'points';
/** The source's data (GCJ-02): each point's `row` is what a pick gets. */
export type RowPoints = FeatureCollection<Point, { row: number; failed?: boolean }>;
export const POINTS_CLUSTER = { cluster: true, clusterRadius: 50, clusterMaxZoom: 14 } as const;
const CLUSTERS = 'points-clusters';
const SINGLES = 'points-single';
const CLICKABLE = [CLUSTERS, SINGLES];

export const POINT_LAYERS: readonly (CircleLayerSpecification | SymbolLayerSpecification)[] = [
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

/** The point or cluster under a click, if any. */
export const pointUnder = (map: MaplibreMap, event: MapMouseEvent) =>
  map.queryRenderedFeatures(event.point, { layers: CLICKABLE })[0];

/**
 * A click on a cluster zooms in to where it splits; on a single point it calls `pick`
 * with the point's row. Points show a hand cursor.
 */
export function handlePointClicks(map: MaplibreMap, pick: () => ((row: number) => void) | undefined) {
  map.on('click', (event) => {
    const feature = pointUnder(map, event);
    if (!feature || feature.geometry.type !== 'Point') return;
    const { cluster_id: cluster, row } = feature.properties as { cluster_id?: number; row?: number };
    const center = feature.geometry.coordinates as [number, number];
    if (cluster === undefined) return void (row !== undefined && pick()?.(row));
    void map
      .getSource<GeoJSONSource>(POINTS_SOURCE)
      ?.getClusterExpansionZoom(cluster)
      .then((zoom) => map.easeTo({ center, zoom }));
  });
  for (const layer of CLICKABLE) {
    map.on('mouseenter', layer, () => (map.getCanvas().style.cursor = 'pointer'));
    map.on('mouseleave', layer, () => (map.getCanvas().style.cursor = ''));
  }
}
