import { useCallback } from 'react';
import { useAppStore } from '../../store/app-store';
import { useAppUrl } from '../../url/use-app-url';
import type { NumberedPoi } from './result-model';

/** The id a POI is shared by in the URL (`sel`): its own id, or its position when it has none. */
export const poiShareId = ({ key, poi }: NumberedPoi) => poi.id || `#${key}`;

/** The selected POI lives in the URL (`sel`), so a link reopens it; picking one also flies the map to it. */
export function usePoiSelection() {
  const { state, navigate } = useAppUrl();
  const focusPoi = useAppStore((s) => s.focusPoi);
  const select = useCallback(
    (numbered: NumberedPoi) => {
      const location = numbered.poi.location;
      if (!location) return;
      focusPoi({ key: numbered.key, lat: location.lat, lng: location.lng });
      navigate({ sel: poiShareId(numbered) }, 'replace');
    },
    [focusPoi, navigate],
  );
  return { selectedId: state.sel, select };
}
