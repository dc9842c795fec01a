import { createContext, useContext } from 'react';
import type { MapAdapter } from './map-adapter';

/**
 * The map's adapter for layers drawn by parts of the app outside the map component (the batch
 * view's points): the map component renders them inside it, once the map is made.
 */
export const MapContext = createContext<MapAdapter | undefined>(undefined);

/** The adapter of the map this is drawn inside; only inside a map (see MapContext). */
export function useMapContext(): MapAdapter {
  const adapter = useContext(MapContext);
  if (!adapter) throw new Error('useMapContext outside a map');
  return adapter;
}
