import { useEffect } from 'react';
import type { MapAdapter } from './map-adapter';
import type { MapOverlay } from './overlay';

/**
 * Draws a feature's overlay (its sources and layers: keep the object constant) on the map while the
 * calling component is mounted, as react-map-gl's <Source>/<Layer> do; gone on unmount.
 */
export function useMapOverlay(adapter: MapAdapter | undefined, overlay: MapOverlay) {
  useEffect(() => adapter?.addOverlay(overlay), [adapter, overlay]);
}
