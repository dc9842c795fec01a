import { queryOptions } from '@tanstack/react-query';
import { call, type Params } from '../../api/http';
import { placesApi, PLACES_DEFAULT_LIMIT } from '../../../contract/place-schema';

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
    const params: Params<typeof placesApi> = { q: q.trim(), limit: String(limit) };
    if (near) params.near = roundNear(near);
    return queryOptions({
      queryKey: [...placesQueries.all(), 'search', params] as const,
      queryFn: ({ signal }) => call(placesApi, params, { signal }),
      staleTime: 10 * 60_000,
      retry: false,
    });
  },
};
