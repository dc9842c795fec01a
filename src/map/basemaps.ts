import type { Datum } from './datum';

/** A basemap the user can pick: a MapLibre style URL and the datum its tiles are drawn in (the map's control shows it beside the label). */
export interface Basemap {
  id: string;
  label: { zh: string; en: string };
  styleUrl: string;
  datum: Datum;
}

export const DEFAULT_BASEMAP_ID = 'offline';

/**
 * The configured basemaps; the first is the default and is served by this app (no internet).
 * The others load tiles from third parties: add one here with its style URL and datum.
 */
export const BASEMAPS: readonly Basemap[] = [
  {
    id: DEFAULT_BASEMAP_ID,
    label: { zh: '离线底图', en: 'Offline basemap' },
    styleUrl: '/api/basemap/style.json',
    datum: 'GCJ-02',
  },
  {
    id: 'openfreemap',
    label: { zh: 'OpenFreeMap（需联网）', en: 'OpenFreeMap (online)' },
    styleUrl: 'https://tiles.openfreemap.org/styles/positron',
    datum: 'WGS-84',
  },
];

/** The basemap with this id, or the default one. */
export function findBasemap(id: string | undefined): Basemap {
  return BASEMAPS.find((basemap) => basemap.id === id) ?? BASEMAPS[0]!;
}
