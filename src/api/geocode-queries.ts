import { queryOptions, skipToken } from '@tanstack/react-query';
import type * as GeocodeFetchModule from './geocode-fetch';

export interface GeocodeKey {
  lat: number;
  lng: number;
  poi: 0 | 1;
}

/**
 * Six decimals (~0.1 m), as the URL writes a point: a click, the link it makes and that link
 * reopened all ask with the same key, so they share one cache entry.
 */
export const roundCoordinate = (value: number) => Math.round(value * 1e6) / 1e6;

/** The id a POI is shared by in the URL (`sel`): its own id, or `#` and its place in the answer's list. */
export const poiUrlId = (poi: { id?: string }, index: number) => poi.id || `#${index}`;

/** A point to look up (GCJ-02), with or without its POIs. */
export interface GeocodeLookup {
  lat: number;
  lng: number;
  poi: boolean;
}

let loadedFetch: typeof GeocodeFetchModule | undefined;
/**
 * The call and its contract load with the first lookup, not before the map (bundle budget); once
 * loaded, a lookup's request leaves in the same task as the click. Behind the import's promise it
 * waited for the render the click starts (the new URL's), which on a busy page took 70–600 ms.
 */
function fetchGeocode(key: GeocodeKey, signal: AbortSignal) {
  if (loadedFetch) return loadedFetch.fetchGeocode(key, signal);
  return import('./geocode-fetch').then((module) => (loadedFetch = module).fetchGeocode(key, signal));
}

export const geocodeQueries = {
  all: () => ['geocode'] as const,
  /**
   * Reverse geocoding of one GCJ-02 point; no point (`undefined`) is a query of its own that
   * never runs and never holds an answer. A point's address does not go stale within a session.
   */
  at: (point: GeocodeLookup | undefined) => {
    const key: GeocodeKey | null = point
      ? { lat: roundCoordinate(point.lat), lng: roundCoordinate(point.lng), poi: point.poi ? 1 : 0 }
      : null;
    return queryOptions({
      queryKey: [...geocodeQueries.all(), 'at', key] as const,
      queryFn: key ? ({ signal }) => fetchGeocode(key, signal) : skipToken,
      staleTime: Infinity,
    });
  },
};
