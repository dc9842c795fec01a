import { useCallback, useSyncExternalStore } from 'react';
import { useMapContext } from '../../../map/map-context';
import { pickServerRow, type OpenServerResults } from './open-server-results';
import { useRowPoints } from '../use-job-points';
import { useBatchT } from '../use-batch-t';

/**
 * The open server job's points on the map: every readable row's, from the job's map file (not only
 * the result pages read), clustered, with their count. A picked point picks its row in the table.
 */
export function ServerJobPoints({ open: { pages, points } }: { open: OpenServerResults }) {
  const t = useBatchT();
  const collection = useSyncExternalStore(points.subscribe, points.getCollection);
  const pick = useCallback((row: number) => pickServerRow(pages, row), [pages]);
  useRowPoints(useMapContext(), collection, pick, points);
  const count = collection.features.length;
  return count > 0 ? (
    <p className="geo-map-hint" role="status" data-testid="map-points-count">
      {t('batch.server.mapPoints', { count })}
    </p>
  ) : null;
}
