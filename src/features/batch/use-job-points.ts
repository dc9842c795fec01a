import { useEffect, useRef } from 'react';
import { showPoints, type RowPoints } from '../../map/points-overlay';
import type { BatchJob } from './batch-job';

/**
 * Every readable row's point on the map (failed rows marked), brought into view when the
 * job is new; a picked point calls `pick` (keep it stable: each new one redraws the points).
 */
export function useJobPoints(job: BatchJob, pick: (row: number) => void) {
  const failed = job.getCounts().failed;
  const shown = useRef<BatchJob>(undefined);
  useEffect(() => {
    const points: RowPoints = { type: 'FeatureCollection', features: [] };
    job.stored.rows.forEach((_, row) => {
      const point = job.point(row);
      if (!point) return;
      const result = job.results[row];
      points.features.push({
        type: 'Feature',
        geometry: { type: 'Point', coordinates: [point.lng, point.lat] },
        properties: result && !result.ok ? { row, failed: true } : { row },
      });
    });
    showPoints({ points, pick, fit: shown.current !== job });
    shown.current = job;
  }, [job, failed, pick]);
  useEffect(() => () => showPoints(), []);
}
