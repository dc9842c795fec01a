import { useCallback, useEffect, useRef, type RefObject } from 'react';
import type { GeocodeResponse } from '../../../contract/geocode-schema';
import type { LatLng } from '../../map/datum';
import type { MapAdapter } from '../../map/map-adapter';
import { useAppStore } from '../../store/app-store';
import { currentAppUrl, useAppUrl, type NavigateMode } from '../../url/use-app-url';
import type { AppUrlState } from '../../url/app-url';
import { nearlySamePoint, roundPoint } from './use-geocode-lookup';
import { usePoiFocus } from './use-poi-selection';
import { usePoiPages } from './use-poi-pages';

/** Zoom a picked POI is brought to, where the basemap has that much detail. */
const POI_ZOOM = 16;

export const pointKey = (p: LatLng | undefined) => (p ? `${p.lat.toFixed(6)},${p.lng.toFixed(6)}` : '');

interface MapSync {
  adapter: MapAdapter | undefined;
  containerRef: RefObject<HTMLElement | null>;
  point: LatLng | undefined;
  result: GeocodeResponse | undefined;
  lookUp: (at: LatLng, mapCentre?: LatLng) => void;
  navigate: (patch: Partial<AppUrlState>, mode: NavigateMode) => void;
}

/**
 * Keeps the map and the URL in step: a click looks the point up where the map stands, a move
 * shares the view, and a point from elsewhere or a picked POI is flown to.
 */
export function useMapSync({ adapter, containerRef, point, result, lookUp, navigate }: MapSync) {
  // The point the map is already showing: a click or the initial view needs no fly.
  const shownRef = useRef(pointKey(point));
  useEffect(
    () =>
      adapter?.onClick((at) => {
        shownRef.current = pointKey(at);
        lookUp(at, adapter.getView().center);
      }),
    [adapter, lookUp],
  );
  useSharedView(adapter, containerRef, navigate);
  useEffect(() => {
    // A point from elsewhere (a link, back/forward, the coordinate box): bring it, or the
    // view that was shared with it, into sight.
    if (!adapter || !point || pointKey(point) === shownRef.current) return;
    shownRef.current = pointKey(point);
    const { view, z } = currentAppUrl().state;
    adapter.flyTo(view ?? point, z ?? adapter.getView().zoom);
  }, [adapter, point]);
  useFlyToPickedPoi(adapter, result);
  /** Tells the sync that the map already shows this point (it was chosen on the map): no fly. */
  const markShown = useCallback((at: LatLng) => void (shownRef.current = pointKey(at)), []);
  return { markShown };
}

/** Writes the settled view into the URL (and the centre on the container, for tests). */
function useSharedView(
  adapter: MapAdapter | undefined,
  containerRef: RefObject<HTMLElement | null>,
  navigate: MapSync['navigate'],
) {
  useEffect(() => {
    // The centre the map opened on, for tests (moves update it below).
    if (adapter) containerRef.current?.setAttribute('data-center', pointKey(adapter.getView().center));
  }, [adapter, containerRef]);
  useEffect(
    () =>
      adapter?.onMoveEnd((view) => {
        // The settled centre, for tests that steer the map (GCJ-02, like the URL).
        containerRef.current?.setAttribute('data-center', pointKey(view.center));
        // Where the map stands, for place search (the URL keeps it only beside a queried point).
        useAppStore.setState({ mapCentre: view.center });
        // The view is shared only when the map is not centred on the queried point.
        const queried = currentAppUrl().state.point;
        const centred = !queried || nearlySamePoint(view.center, queried);
        navigate(
          { z: Math.round(view.zoom * 100) / 100, view: centred ? undefined : roundPoint(view.center) },
          'replace',
        );
      }),
    [adapter, containerRef, navigate],
  );
}

/** Flies to the POI selected in the URL once per pick (never again when the map is recreated). */
function useFlyToPickedPoi(adapter: MapAdapter | undefined, result: GeocodeResponse | undefined) {
  const { state } = useAppUrl();
  const poiFocus = usePoiFocus(usePoiPages(state.point, result).pois);
  const poiFocusDone = useRef(poiFocus.requests);
  useEffect(() => {
    if (!adapter || !poiFocus.at || poiFocus.requests === poiFocusDone.current) return;
    poiFocusDone.current = poiFocus.requests;
    // Closer, but never past the zoom the basemap still has detail at (beyond it the map is only magnified).
    adapter.flyTo(
      poiFocus.at,
      Math.max(adapter.getView().zoom, Math.min(POI_ZOOM, adapter.detailZoom(poiFocus.at))),
    );
  }, [adapter, poiFocus.at, poiFocus.requests]);
}
