import { useSyncExternalStore } from 'react';
import { navigateAppUrl } from '../../../url/use-app-url';
import type { ResultPages } from './result-pages';

// The server job whose results are open in the list (points jobs): its pages, which the table reads
// and the map draws (server-job-points.tsx), and the row picked on either. Outside React, as the map
// and the list are in different parts of the page.

export interface OpenServerResults {
  pages: ResultPages;
  /** The picked row (0 = the first data row). */
  selected?: number;
}

let open: OpenServerResults | undefined;
const listeners = new Set<() => void>();
const changed = (next: OpenServerResults | undefined) => {
  open = next;
  listeners.forEach((listener) => listener());
};

/** Opens `pages` (the map draws them); the returned function closes them again if still open. */
export function openServerResults(pages: ResultPages): () => void {
  changed({ pages });
  return () => {
    if (open?.pages === pages) changed(undefined);
  };
}

/** Picks a row of the open results: the table shows it, the address panel answers for its point. */
export function pickServerRow(pages: ResultPages, row: number) {
  if (open?.pages === pages) changed({ ...open, selected: row });
  const found = pages.line(row)?.point;
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
