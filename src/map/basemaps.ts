import type { BasemapEntry } from '../../contract/basemap-list-schema';
import type { Datum } from './datum';
import { basemapStyleApi } from '../../contract/basemap-list-schema';

/**
 * A basemap the user can pick: a MapLibre style URL and the datum its tiles are drawn in (the map's
 * control shows it beside the label). The server lists the configured ones (BASEMAPS_FILE).
 */
export type Basemap = Pick<BasemapEntry, 'id' | 'label' | 'datum' | 'styleUrl'>;

export const DEFAULT_BASEMAP_ID = 'offline';

/** The built-in basemap, served by this app (no internet); always first. */
export const OFFLINE_BASEMAP: Basemap = {
  id: DEFAULT_BASEMAP_ID,
  label: { zh: '离线底图', en: 'Offline basemap' },
  styleUrl: basemapStyleApi.path,
  datum: 'GCJ-02',
};

/** Where points land on the basemap: CGCS2000 (Tianditu) is within centimetres of WGS-84 and is drawn as it. */
export function drawnDatum(basemap: Basemap): Datum {
  return basemap.datum === 'CGCS2000' ? 'WGS-84' : basemap.datum;
}

/** The basemap with this id among `basemaps`, or the first (the offline one). */
export function findBasemap(basemaps: readonly Basemap[], id: string | undefined): Basemap {
  return basemaps.find((basemap) => basemap.id === id) ?? basemaps[0] ?? OFFLINE_BASEMAP;
}

const CHOICE_KEY = 'basemap';

/** The basemap last picked on this device (when the URL names none). */
export function rememberedBasemap(): string | undefined {
  try {
    return localStorage.getItem(CHOICE_KEY) ?? undefined;
  } catch {
    return undefined; // storage refused (private mode, a sandboxed frame)
  }
}

export function rememberBasemap(id: string) {
  try {
    if (id === DEFAULT_BASEMAP_ID) localStorage.removeItem(CHOICE_KEY);
    else localStorage.setItem(CHOICE_KEY, id);
  } catch {
    // Not remembered: the URL still carries the choice.
  }
}
