import { useEffect, useRef, useState, type RefObject } from 'react';
import type { Basemap } from './basemaps';
import { loadMaplibre } from './load-maplibre';
import type { MapAdapter, MapView } from './map-adapter';

export type MapStatus = 'loading' | 'ready' | 'failed';

/**
 * Creates the map in `containerRef` once (when a basemap is given: undefined while the chosen one is
 * not known yet) and destroys it on unmount; a new basemap is swapped into the same map (its view,
 * overlays and markers stay).
 * The initial view is read once; later view changes go through the adapter.
 * Sets `data-map-idle` on <html> ("1" when the loaded map is idle) for tests.
 */
export function useMapAdapter(
  containerRef: RefObject<HTMLElement | null>,
  basemap: Basemap | undefined,
  initialView: MapView,
  /** Read when the map is created: MapLibre has no way to change it later. */
  locale?: Record<string, string>,
) {
  const [state, setState] = useState<{ adapter?: MapAdapter; status: MapStatus; basemapId?: string }>({
    status: 'loading',
  });
  const viewRef = useRef(initialView);
  const localeRef = useRef(locale);
  const basemapRef = useRef(basemap);
  const known = basemap !== undefined;
  // Before the effect below, which reads it when the basemap first becomes known.
  useEffect(() => {
    if (basemap) basemapRef.current = basemap;
  }, [basemap]);

  useEffect(() => {
    const container = containerRef.current;
    const first = basemapRef.current;
    if (!container || !first) return;
    const controller = new AbortController();
    const root = document.documentElement;
    let adapter: MapAdapter | undefined;
    // The adapter and MapLibre load on demand, side by side.
    Promise.all([import('./map-adapter'), loadMaplibre()])
      .then(([{ createMapAdapter }]) =>
        createMapAdapter(container, {
          basemap: first,
          view: viewRef.current,
          signal: controller.signal,
          locale: localeRef.current,
          onIdleChange: (idle) => (root.dataset.mapIdle = idle ? '1' : '0'),
        }),
      )
      .then(
        (created) => {
          adapter = created;
          setState({ adapter: created, status: 'ready', basemapId: first.id });
        },
        () => {
          if (!controller.signal.aborted) setState({ status: 'failed' });
        },
      );
    return () => {
      controller.abort();
      adapter?.destroy();
      delete root.dataset.mapIdle;
    };
  }, [containerRef, known]);

  const { adapter } = state;
  useEffect(() => {
    if (!adapter || !basemap) return;
    const controller = new AbortController();
    void adapter.setBasemap(basemap, controller.signal).then(() => {
      if (!controller.signal.aborted) setState((s) => ({ ...s, basemapId: basemap.id }));
    });
    return () => controller.abort();
  }, [adapter, basemap]);

  return state;
}
