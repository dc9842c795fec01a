import { useQuery } from '@tanstack/react-query';
import { geocodeQueries } from './geocode-queries';

/**
 * The address already looked up for a point, read from the query cache: it never
 * fetches (the map feature asks), so a reader elsewhere costs no request.
 */
export function useCachedAddress(point: { lat: number; lng: number } | undefined, poi: boolean): string | undefined {
  const answer = useQuery({ ...geocodeQueries.at(point && { ...point, poi }), enabled: false });
  return answer.data?.data?.address || answer.data?.data?.formatted_addresses?.recommend || undefined;
}
