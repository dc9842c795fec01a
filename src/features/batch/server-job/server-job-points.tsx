import { useCallback, useSyncExternalStore } from 'react';
import { useMapContext } from '../../../map/map-context';
import { pickServerRow } from './open-server-results';
import type { ResultPages } from './result-pages';
import { useRowPoints } from '../use-job-points';

/**
 * The open server job's points on the map: those of the result pages read so far (the table's view
 * and the pages kept around it), so a million-row job is drawn a page at a time as it is browsed.
 * A picked point picks its row in the table.
 */
export function ServerJobPoints({ pages }: { pages: ResultPages }) {
  useSyncExternalStore(pages.subscribe, pages.getVersion);
  const pick = useCallback((row: number) => pickServerRow(pages, row), [pages]);
  useRowPoints(useMapContext(), pages.points(), pick, pages);
  return null;
}
