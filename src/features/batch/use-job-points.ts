import { useEffect, useMemo, useRef } from 'react';
import type { MapAdapter } from '../../map/map-adapter';
import { useMapData } from '../../map/use-map-data';
import { useMapOverlay } from '../../map/use-map-overlay';
import type { BatchJob } from './local/batch-job';
import { CLUSTERS, POINTS_OVERLAY, POINTS_SOURCE, SINGLES, type RowPoints } from './points-layers';

/** Every readable row's point on the map (failed rows marked); a picked point calls `pick`. */
export function useJobPoints(adapter: MapAdapter, job: BatchJob, pick: (row: number) => void) {
  const failed = job.getCounts().failed;
  const points = useMemo(() => {
    const drawn: RowPoints = { type: 'FeatureCollection', features: [] };
    job.stored.rows.forEach((_, row) => {
      const point = job.point(row);
      if (!point) return;
      const result = job.results[row];
      drawn.features.push({
        type: 'Feature',
        geometry: { type: 'Point', coordinates: [point.lng, point.lat] },
        properties: result && !result.ok ? { row, failed: true } : { row },
      });
    });
    return drawn;
    // `failed` is what changes the drawing as outcomes arrive (the job object stays the same).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [job, failed]);
  useRowPoints(adapter, points, pick, job);
}

/**
 * Rows' points on the map, brought into view the first time there are some for `owner` (a job);
 * a picked point calls `pick` (keep it stable), a cluster zooms in.
 */
export function useRowPoints(
  adapter: MapAdapter,
  points: RowPoints,
  pick: (row: number) => void,
  owner: object,
) {
  useMapOverlay(adapter, POINTS_OVERLAY);
  useMapData(adapter, POINTS_SOURCE, points);
  useEffect(() => {
    const stops = [
      adapter.onFeature(CLUSTERS, {
        click: ({ cluster_id }, at) => adapter.zoomToCluster(POINTS_SOURCE, cluster_id as number, at),
      }),
      adapter.onFeature(SINGLES, { click: ({ row }) => pick(row as number) }),
    ];
    return () => stops.forEach((stop) => stop());
  }, [adapter, pick]);

  const fitted = useRef<object>(undefined);
  useEffect(() => {
    if (fitted.current === owner || points.features.length === 0) return;
    fitted.current = owner;
    let [south, west, north, east] = [90, 180, -90, -180];
    for (const { geometry } of points.features) {
      const [lng, lat] = geometry.coordinates as [number, number];
      [south, west, north, east] = [
        Math.min(south, lat),
        Math.min(west, lng),
        Math.max(north, lat),
        Math.max(east, lng),
      ];
    }
    adapter.fitBounds({ lat: south, lng: west }, { lat: north, lng: east }, 14);
  }, [adapter, owner, points]);
}
