import type { Feature, FeatureCollection } from 'geojson';
import { useEffect } from 'react';
import { EMPTY_COLLECTION, type OverlaySourceId } from './layers';
import type { MapAdapter } from './map-adapter';

/** Keeps one overlay source showing `data` (GCJ-02); cleared when data is undefined or on unmount. */
export function useMapData(
  adapter: MapAdapter | undefined,
  source: OverlaySourceId,
  data: FeatureCollection | Feature | undefined,
) {
  useEffect(() => {
    if (!adapter) return;
    adapter.setData(source, data ?? EMPTY_COLLECTION);
    return () => adapter.setData(source, EMPTY_COLLECTION);
  }, [adapter, source, data]);
}
