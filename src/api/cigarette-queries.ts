import { queryOptions } from '@tanstack/react-query';
import { normaliseCigaretteName } from '../../common/cigarette-name';
import { ApiError, call } from './http';
import { cigaretteApi } from '../../contract/cigarette-schema';
import { cigaretteSearchApi } from '../../contract/cigarette-search-schema';

/** Autocomplete and browsing are extensions of the offline provider: a 404 for the route means "not offered here" (null). */
export async function offered<T>(answer: Promise<T>): Promise<T | null> {
  try {
    return await answer;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const cigaretteQueries = {
  all: () => ['cigarettes'] as const,
  /**
   * One product record. Keyed by the normalised name, so 中华（硬） and 中华(硬) share a
   * cache entry; the name is sent as typed (an upstream may match it exactly).
   * A record does not change within a session.
   */
  detail: (name: string) =>
    queryOptions({
      queryKey: [...cigaretteQueries.all(), 'detail', normaliseCigaretteName(name)] as const,
      queryFn: ({ signal }) => call(cigaretteApi, { name: name.trim() }, { signal }),
      staleTime: Infinity,
    }),
  /** Names for autocomplete; null when the provider does not offer it. */
  search: (q: string) =>
    queryOptions({
      queryKey: [...cigaretteQueries.all(), 'search', normaliseCigaretteName(q)] as const,
      queryFn: ({ signal }) => offered(call(cigaretteSearchApi, { q: q.trim() }, { signal })),
      staleTime: 5 * 60_000,
      retry: false,
    }),
};
