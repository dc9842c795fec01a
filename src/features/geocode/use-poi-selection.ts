import { useCallback } from 'react';
import { useAppStore } from '../../store/app-store';
import { useAppUrl } from '../../url/use-app-url';
import type { Poi } from '../../../contract/geocode-schema';
import { poiUrlId } from '../../api/geocode-queries';
import { numberedPois, type NumberedPoi } from './result-model';

/** The id a POI is shared by in the URL (`sel`): its own id, or its position when it has none. */
export const poiShareId = ({ key, poi }: NumberedPoi) => poiUrlId(poi, Number(key));

/** The selected POI lives in the URL (`sel`), so a link reopens it; picking one also flies the map to it. */
export function usePoiSelection() {
  const { state, navigate } = useAppUrl();
  const requestPoiFocus = useAppStore((s) => s.requestPoiFocus);
  const select = useCallback(
    (numbered: NumberedPoi) => {
      if (!numbered.poi.location) return;
      navigate({ sel: poiShareId(numbered) }, 'replace');
      requestPoiFocus();
    },
    [requestPoiFocus, navigate],
  );
  return { selectedId: state.sel, select };
}

/**
 * Where the map flies after a pick: the POI selected in the URL, found among those shown, and the
 * count of picks so far (a fly per new pick, none when the map is merely recreated).
 */
export function usePoiFocus(pois: readonly Poi[]) {
  const { state } = useAppUrl();
  const requests = useAppStore((s) => s.poiFocusRequests);
  const selected = state.sel ? numberedPois(pois).find((n) => poiShareId(n) === state.sel) : undefined;
  return { at: selected?.poi.location, requests };
}
