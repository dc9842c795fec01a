import { useEffect, useRef, useState, type RefObject } from 'react';
import type { Basemap } from './basemaps';
import { loadMaplibre } from './load-maplibre';
import type { MapAdapter, MapView } from './map-adapter';

export type MapStatus = 'loading' | 'ready' | 'failed';

/**
 * Creates the map in `containerRef` once per basemap and destroys it on unmount.
 * The initial view is read once; later view changes go through the adapter.
 * Sets `data-map-idle` on <html> ("1" when the loaded map is idle) for tests.
 */
export function useMapAdapter(
  containerRef: RefObject<HTMLElement | null>,
  basemap: Basemap,
  initialView: MapView,
  /** Read when the map is created: MapLibre has no way to change it later. */
  locale?: Record<string, string>,
) {
  const [state, setState] = useState<{ adapter?: MapAdapter; status: MapStatus; basemapId: string }>({
    status: 'loading',
    basemapId: basemap.id,
  });
  const viewRef = useRef(initialView);
  const localeRef = useRef(locale);
  if (state.basemapId !== basemap.id) setState({ status: 'loading', basemapId: basemap.id });

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const controller = new AbortController();
    const root = document.documentElement;
    let adapter: MapAdapter | undefined;
    // The adapter and MapLibre load on demand, side by side.
    Promise.all([import('./map-adapter'), loadMaplibre()])
      .then(([{ createMapAdapter }]) =>
        createMapAdapter(container, {
          basemap,
          view: viewRef.current,
          signal: controller.signal,
          locale: localeRef.current,
          onIdleChange: (idle) => (root.dataset.mapIdle = idle ? '1' : '0'),
        }),
      )
      .then(
        (created) => {
          adapter = created;
          setState({ adapter: created, status: 'ready', basemapId: basemap.id });
        },
        () => {
          if (!controller.signal.aborted) setState({ status: 'failed', basemapId: basemap.id });
        },
      );
    return () => {
      controller.abort();
      if (adapter) viewRef.current = adapter.getView();
      adapter?.destroy();
      delete root.dataset.mapIdle;
    };
  }, [containerRef, basemap]);

  return state;
}
