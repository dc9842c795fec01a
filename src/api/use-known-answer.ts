import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { geocodeQueries, type GeocodeLookup } from './geocode-queries';
import type { GeocodeResponse } from './geocode-schema';

/**
 * Puts an answer already known (a batch job's) where a lookup of its point reads it, so the
 * lookup shows it without asking; an answer already there stays.
 */
export function useKnownAnswer() {
  const client = useQueryClient();
  return useCallback(
    (lookup: GeocodeLookup, answer: GeocodeResponse) => {
      const { queryKey } = geocodeQueries.at(lookup);
      if (client.getQueryData(queryKey) === undefined) client.setQueryData(queryKey, answer);
    },
    [client],
  );
}
