import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { geocodeQueries, type GeocodeLookup } from '../../../api/geocode-queries';
import type { GeocodeResponse } from '../../../../contract/geocode-schema';

/**
 * Puts an answer already known (a batch job's) where a lookup of its point reads it, so the
 * lookup shows it without asking; an answer already there stays. The known answer holds only the
 * job's columns: once the component that put it goes, it is marked stale, so a lookup of the point
 * elsewhere (the map page) asks for the whole answer.
 */
export function useKnownAnswer() {
  const client = useQueryClient();
  const filled = useRef<QueryKey[]>([]);
  useEffect(() => {
    const keys = filled.current;
    return () => {
      for (const queryKey of keys.splice(0)) void client.invalidateQueries({ queryKey, exact: true });
    };
  }, [client]);
  return useCallback(
    (lookup: GeocodeLookup, answer: GeocodeResponse) => {
      const { queryKey } = geocodeQueries.at(lookup);
      if (client.getQueryData(queryKey) !== undefined) return;
      client.setQueryData(queryKey, answer);
      filled.current.push(queryKey);
    },
    [client],
  );
}
