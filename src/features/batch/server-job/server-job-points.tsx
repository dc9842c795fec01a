import { useCallback, useSyncExternalStore } from 'react';
import { useMapContext } from '../../../map/map-context';
import { pickServerRow, type OpenServerResults } from './open-server-results';
import { useRowPoints } from '../use-job-points';
import { useBatchT } from '../use-batch-t';

/** Bytes a point of the map file (common/job-points.ts). */
const POINT_BYTES = 16;

/**
 * The open server job's points on the map: every readable row's, from the job's map file (not only
 * the result pages read), clustered, with their count; past the server's cap an even sample across
 * the job, said as such, with a button to read them all. A picked point picks its row in the table.
 */
export function ServerJobPoints({ open: { pages, points } }: { open: OpenServerResults }) {
  const t = useBatchT();
  const { collection, shown, total, loadingAll } = useSyncExternalStore(points.subscribe, points.getState);
  const pick = useCallback((row: number) => pickServerRow(pages, row), [pages]);
  useRowPoints(useMapContext(), collection, pick, points);
  if (shown === 0) return null;
  if (shown >= total)
    return (
      <p className="batch-map-points" role="status" data-testid="map-points-count">
        {t('batch.server.mapPoints', { count: shown })}
      </p>
    );
  const size = Math.max(1, Math.round((total * POINT_BYTES) / 1e6));
  return (
    <div className="batch-map-points">
      <p role="status" data-testid="map-points-count">
        {t('batch.server.mapSample', { shown, total })}
      </p>
      <button type="button" className="button" disabled={loadingAll} onClick={() => points.loadAll()}>
        {loadingAll ? t('batch.server.mapLoadingAll') : t('batch.server.mapLoadAll', { size })}
      </button>
    </div>
  );
}
