import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { geocodeQueries, roundCoordinate } from '../../api/geocode-queries';
import type { LatLng } from '../../map/datum';
import { useAppStore } from '../../store/app-store';
import { useAppUrl } from '../../url/use-app-url';

export const roundPoint = (p: LatLng): LatLng => ({
  lat: roundCoordinate(p.lat),
  lng: roundCoordinate(p.lng),
});
/** Within ~1 m: the map's centre after flying to a point is that point, give or take float error. */
export const nearlySamePoint = (a: LatLng, b: LatLng) =>
  Math.abs(a.lat - b.lat) < 1e-5 && Math.abs(a.lng - b.lng) < 1e-5;

/**
 * The lookup of the point in the URL, shared by the map and the panel (one cache entry).
 * `result` is the newest answer; while a new point loads or after it fails, it is the
 * previous good answer, and `isPrevious` says so.
 */
export function useGeocodeLookup() {
  const { state, navigate } = useAppUrl();
  const poiPreferred = useAppStore((s) => s.poiPreferred);
  const point = state.point;
  const lookup = point && { ...point, poi: state.poi };
  const query = useQuery(geocodeQueries.at(lookup));

  // The last answered lookup is kept once (in the store) for every caller; its answer stays
  // in the query cache, read here without fetching, through loading and errors. Read only while
  // the URL's point has no answer: storing a new answer then re-renders no caller.
  const answered = useAppStore((s) => (query.data ? undefined : s.answeredLookup));
  const setAnswered = useAppStore((s) => s.setAnsweredLookup);
  useEffect(() => {
    if (point && query.data) setAnswered({ ...point, poi: state.poi });
  }, [point, state.poi, query.data, setAnswered]);
  const previous = useQuery({ ...geocodeQueries.at(answered), enabled: false });
  const result = query.data ?? previous.data;
  /** The point `result` answers (the URL's point, or the previous one's). */
  const resultPoint = query.data ? point : previous.data && answered;

  // A new point keeps the POI switch as it is; with no point yet, the remembered choice applies.
  const withPois = point ? state.poi : poiPreferred;
  const client = useQueryClient();
  /**
   * Asks for a new point: a new history entry. `mapCentre` is where the map stays
   * (a click does not move it); it is shared as `view` when it is not the point.
   * The request leaves now, before the page renders for the new URL (whose query then shares it).
   */
  const lookUp = useCallback(
    (at: LatLng, mapCentre?: LatLng) => {
      const asked = roundPoint(at);
      void client.prefetchQuery(geocodeQueries.at({ ...asked, poi: withPois }));
      navigate(
        {
          point: asked,
          poi: withPois,
          view: mapCentre && !nearlySamePoint(mapCentre, at) ? roundPoint(mapCentre) : undefined,
          sel: undefined,
        },
        'push',
      );
    },
    [client, navigate, withPois],
  );

  return {
    point,
    poi: state.poi,
    query,
    result,
    resultPoint,
    isPrevious: Boolean(result && result !== query.data),
    lookUp,
    navigate,
    urlState: state,
  };
}
