import { useEffect } from 'react';
import { useCachedLookup } from '../../api/use-cached-address';
import { useAppStore } from '../../store/app-store';
import type { AppUrlState } from '../../url/app-url';
import { currentAppUrl, onAppUrlPush, useAppUrl } from '../../url/use-app-url';

/**
 * Keeps the points of the lookup history: the page's opening link and every
 * pushed lookup (a click, a pasted coordinate) are recorded; back and forward
 * are not. A point is labelled with its address once that arrives, and with the
 * POI picked there. Cigarettes are recorded by the cigarette panel, once found.
 */
export function useRecordLookups() {
  const recordLookup = useAppStore((s) => s.recordLookup);
  const labelPoint = useAppStore((s) => s.labelPoint);

  useEffect(() => {
    let seen = currentAppUrl().state;
    const record = (state: AppUrlState, previous?: AppUrlState) => {
      const moved =
        state.point && (state.point.lat !== previous?.point?.lat || state.point.lng !== previous?.point?.lng);
      if (state.point && moved) recordLookup({ kind: 'point', at: new Date().toISOString(), ...state.point });
    };
    record(seen);
    return onAppUrlPush(() => {
      const next = currentAppUrl().state;
      record(next, seen);
      seen = next;
    });
  }, [recordLookup]);

  const { state } = useAppUrl();
  const point = state.point;
  const { line, place } = useCachedLookup(point, state.poi, state.sel);
  useEffect(() => {
    if (point && line) labelPoint(point.lat, point.lng, line, place);
  }, [point, line, place, labelPoint]);
}
