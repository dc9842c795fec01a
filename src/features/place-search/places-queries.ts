import { queryOptions } from '@tanstack/react-query';
import { getJson } from '../../api/http';
import { placesResponseSchema, PLACES_DEFAULT_LIMIT } from '../../../contract/place-schema';
import { placesApi } from '../../../contract/place-schema';

export interface PlacesSearch {
  q: string;
  /** The map's centre, GCJ-02: nearer places rank higher. */
  near?: { lat: number; lng: number };
  limit?: number;
}

/** ~1 km: a search from a map moved a few hundred metres ranks the same, so it shares the cache entry. */
const roundNear = (near: { lat: number; lng: number }) => `${near.lat.toFixed(2)},${near.lng.toFixed(2)}`;

export const placesQueries = {
  all: () => ['places'] as const,
  /** Place names for what is typed; the offline names answer in both modes. */
  search: ({ q, near, limit = PLACES_DEFAULT_LIMIT }: PlacesSearch) => {
    const params: Record<string, string | number> = { q: q.trim(), limit };
    if (near) params.near = roundNear(near);
    return queryOptions({
      queryKey: [...placesQueries.all(), 'search', params] as const,
      queryFn: ({ signal }) => getJson(placesApi, params, placesResponseSchema, signal),
      staleTime: 10 * 60_000,
      retry: false,
    });
  },
};
