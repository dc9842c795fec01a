import { useEffect } from 'react';
import type { MapAdapter } from './map-adapter';
import { EMPTY_COLLECTION, type OverlayData } from './overlay';

/**
 * Keeps one overlay source showing `data` (GCJ-02); cleared when data is undefined or on unmount.
 * New data replaces the old in one call: each is a trip to MapLibre's worker, and a click changes
 * several sources at once.
 */
export function useMapData(adapter: MapAdapter | undefined, source: string, data: OverlayData | undefined) {
  useEffect(() => {
    if (!adapter) return;
    return () => adapter.setData(source, EMPTY_COLLECTION);
  }, [adapter, source]);
  useEffect(() => {
    adapter?.setData(source, data ?? EMPTY_COLLECTION);
  }, [adapter, source, data]);
}
