import { useSyncExternalStore } from 'react';
import { navigateAppUrl } from '../../../url/use-app-url';
import type { JobMapPoints } from './job-map-points';
import type { ResultPages } from './result-pages';

// The server job whose results are open in the list (points jobs): its pages, which the table reads,
// its points, which the map draws (server-job-points.tsx), and the row picked on either. Outside React, as the map
// and the list are in different parts of the page.

export interface OpenServerResults {
  pages: ResultPages;
  points: JobMapPoints;
  /** The picked row (0 = the first data row). */
  selected?: number;
}

let open: OpenServerResults | undefined;
const listeners = new Set<() => void>();
const changed = (next: OpenServerResults | undefined) => {
  open = next;
  listeners.forEach((listener) => listener());
};

/** Opens `pages` and `points` (the map draws them); the returned function closes them again if still open. */
export function openServerResults(pages: ResultPages, points: JobMapPoints): () => void {
  changed({ pages, points });
  return () => {
    if (open?.pages === pages) changed(undefined);
  };
}

/** Picks a row of the open results: the table shows it, the address panel answers for its point. */
export function pickServerRow(pages: ResultPages, row: number) {
  const points = open?.pages === pages ? open.points : undefined;
  if (open && points) changed({ ...open, selected: row });
  // A row picked on the map may be on a page not read yet: its point is the map's.
  const found = pages.line(row)?.point ?? points?.pointOf(row);
  if (!found) return;
  const point = { lat: Number(found.lat.toFixed(6)), lng: Number(found.lng.toFixed(6)) };
  navigateAppUrl({ point, view: undefined, sel: undefined }, 'replace');
}

export function useOpenServerResults() {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    () => open,
  );
}
