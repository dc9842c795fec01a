import { useQuery } from '@tanstack/react-query';
import { geocodeQueries, poiUrlId } from './geocode-queries';

type Point = { lat: number; lng: number } | undefined;

/** The answer already fetched for a point, read from the query cache: it never fetches (the map feature asks). */
function useCachedAnswer(point: Point, poi: boolean) {
  return useQuery({ ...geocodeQueries.at(point && { ...point, poi }), enabled: false }).data?.data;
}

/** The address already looked up for a point, from the cache, so a reader elsewhere costs no request. */
export function useCachedAddress(point: Point, poi: boolean): string | undefined {
  const data = useCachedAnswer(point, poi);
  return data?.address || data?.formatted_addresses?.recommend || undefined;
}

/** What tells one lookup from another: the answer's line (recommended address first) and the POI `sel` picks. */
export function useCachedLookup(point: Point, poi: boolean, sel: string | undefined) {
  const data = useCachedAnswer(point, poi);
  const picked = sel ? data?.pois?.find((candidate, index) => poiUrlId(candidate, index) === sel) : undefined;
  return {
    line: data?.formatted_addresses?.recommend || data?.address || undefined,
    place: picked?.title || undefined,
  };
}
