import type { GeoJSONSource, Map as MaplibreMap, Marker } from 'maplibre-gl';
import { type Basemap, DEFAULT_BASEMAP_ID, drawnDatum } from './basemaps';
import { apiToBasemap, basemapToApi, geoJsonToBasemap, type LatLng } from './datum';
import { detailZoom } from './detail-zoom';
import { loadMaplibre } from './load-maplibre';
import { loadStyle } from './load-style';
import { mapControls } from './map-controls';
import { mapEvents, viewOf } from './map-events';
import type { MapOverlay, OverlayData } from './overlay';
import { addOverlay, removeOverlay, withOverlays, type Overlays } from './overlay-style';

// The one place that talks to MapLibre imperatively. Everything crossing this
// boundary is in the API's datum (GCJ-02); the adapter converts to and from the
// basemap's datum, so components never think about datums.

export interface MapView {
  center: LatLng;
  zoom: number;
}

export interface MarkerHandle {
  setPosition(at: LatLng): void;
  remove(): void;
}

export interface MapAdapter {
  /** False while the current basemap could not be fetched and the plain fallback is drawn. */
  readonly basemapOk: boolean;
  /**
   * Swaps the basemap in place (`setStyle` with `diff`), as react-map-gl does: the view,
   * the overlays and the markers stay where they are in GCJ-02, whatever the new datum.
   */
  setBasemap(basemap: Basemap, signal?: AbortSignal): Promise<void>;
  onClick(handler: (point: LatLng) => void): () => void;
  /** After the user (or a fly) moved the map. */
  onMoveEnd(handler: (view: MapView) => void): () => void;
  /** Draws a feature's sources and layers on top of the others (and in every later basemap), until the returned call. */
  addOverlay(overlay: MapOverlay): () => void;
  /** What one overlay source shows (GCJ-02); kept for a source not drawn yet. */
  setData(source: string, data: OverlayData): void;
  /** Zooms in to where a clustered source's cluster splits, centred on it. */
  zoomToCluster(source: string, clusterId: number, at: LatLng): void;
  /** Brings a box (GCJ-02 corners) into view with some room around it, no closer than `maxZoom` when given. */
  fitBounds(southWest: LatLng, northEast: LatLng, maxZoom?: number): void;
  /**
   * Clicks and hovers on one layer's features: their properties (undefined when the pointer leaves)
   * and, for a click, the feature's point (or the click's). A click on such a feature is not the map's.
   */
  onFeature(
    layer: string,
    handlers: {
      click?: (properties: FeatureProperties, at: LatLng) => void;
      hover?: (properties?: FeatureProperties) => void;
    },
  ): () => void;
  addMarker(element: HTMLElement, at: LatLng, anchor?: 'center' | 'bottom'): MarkerHandle;
  flyTo(point: LatLng, zoom?: number): void;
  getView(): MapView;
  /** The point `dx`, `dy` screen pixels away from `point`. */
  offset(point: LatLng, dx: number, dy: number): LatLng;
  /**
   * The deepest zoom the map still shows the basemap's detail at a point: its sources' deepest
   * tiles there, plus the three levels vector tiles magnify cleanly.
   */
  detailZoom(at: LatLng): number;
  /** MapLibre's own control strings in another language. */
  setLocale(locale: Record<string, string>): void;
  destroy(): void;
}

export type FeatureProperties = Record<string, unknown>;

export interface MapAdapterOptions {
  basemap: Basemap;
  view: MapView;
  /** Called with true when the map is idle after loading, false when it starts moving again. */
  onIdleChange?: (idle: boolean) => void;
  signal?: AbortSignal;
  /** MapLibre's control strings in the UI language (its defaults are English). */
  locale?: Record<string, string>;
}

export async function createMapAdapter(
  container: HTMLElement,
  options: MapAdapterOptions,
): Promise<MapAdapter> {
  const { view, onIdleChange, signal, locale } = options;
  const [maplibre, loaded] = await Promise.all([
    loadMaplibre(),
    loadStyle(options.basemap.styleUrl, window.location.origin, signal),
  ]);
  signal?.throwIfAborted();
  // The basemap drawn now: its datum decides where GCJ-02 points land.
  let basemap = options.basemap;
  let basemapOk = loaded.ok;
  const toMap = (p: LatLng): [number, number] => {
    const q = apiToBasemap(p, drawnDatum(basemap));
    return [q.lng, q.lat];
  };
  const fromMap = (lngLat: { lng: number; lat: number }) =>
    basemapToApi({ lat: lngLat.lat, lng: lngLat.lng }, drawnDatum(basemap));
  // What the app drew, in GCJ-02, to redraw in a new basemap's datum.
  const markers = new Map<Marker, LatLng>();
  const overlays: Overlays = { registered: new Set(), data: new Map() };

  const map: MaplibreMap = new maplibre.Map({
    container,
    style: loaded.style,
    center: toMap(view.center),
    zoom: view.zoom,
    attributionControl: { compact: true },
    localIdeographFontFamily: "'Noto Sans CJK SC', 'PingFang SC', sans-serif",
    locale,
    // The app's own style is checked by its tests; validating it at start only delays the first frame.
    validateStyle: basemap.id !== DEFAULT_BASEMAP_ID,
  });
  const events = mapEvents(map, fromMap, onIdleChange);
  const controls = mapControls(maplibre, map);

  await new Promise<void>((resolve) => map.once('load', () => resolve()));
  if (signal?.aborted) {
    events.stop();
    map.remove();
    signal.throwIfAborted();
  }
  // Automated browsers (e2e) may read what MapLibre placed; nothing else sees the map object.
  if (window.navigator?.webdriver) Object.assign(container, { maplibreMap: map });
  map.setMissingStyleImageResolver((id) => {
    const ratio = Math.max(1, Math.round(window.devicePixelRatio));
    for (const overlay of overlays.registered) {
      const drawn = overlay.images?.(id, ratio);
      if (drawn && !map.hasImage(id)) return void map.addImage(id, drawn.image, drawn.options);
    }
  });
  if (onIdleChange && map.loaded()) onIdleChange(true);

  let destroyed = false;
  const getView = () => viewOf(map, fromMap);

  return {
    get basemapOk() {
      return basemapOk;
    },
    async setBasemap(next, switchSignal) {
      if (next.id === basemap.id) return;
      const style = await loadStyle(next.styleUrl, window.location.origin, switchSignal);
      if (destroyed || switchSignal?.aborted) return;
      const shown = getView();
      basemap = next;
      basemapOk = style.ok;
      map.setStyle(withOverlays(style.style, overlays, drawnDatum(basemap)), { diff: true });
      map.jumpTo({ center: toMap(shown.center), zoom: shown.zoom });
      for (const [marker, at] of markers) marker.setLngLat(toMap(at));
    },
    onClick: events.onClick,
    onFeature: events.onFeature,
    onMoveEnd: events.onMoveEnd,
    addOverlay(overlay) {
      if (destroyed) return () => {};
      overlays.registered.add(overlay);
      const add = () => addOverlay(map, overlay, overlays, drawnDatum(basemap));
      // While a new basemap's style is still being read (MapLibre refuses), once that style is in place.
      try {
        add();
      } catch {
        map.once('style.load', add);
      }
      return () => {
        overlays.registered.delete(overlay);
        map.off('style.load', add);
        if (!destroyed) removeOverlay(map, overlay);
      };
    },
    setData(source, data) {
      if (destroyed) return;
      overlays.data.set(source, data);
      map.getSource<GeoJSONSource>(source)?.setData(geoJsonToBasemap(data, drawnDatum(basemap)));
    },
    zoomToCluster(source, clusterId, at) {
      void map
        .getSource<GeoJSONSource>(source)
        ?.getClusterExpansionZoom(clusterId)
        .then((zoom) => !destroyed && map.easeTo({ center: toMap(at), zoom }));
    },
    fitBounds(southWest, northEast, maxZoom) {
      if (!destroyed)
        map.fitBounds([toMap(southWest), toMap(northEast)], {
          padding: 40,
          essential: true,
          ...(maxZoom === undefined ? {} : { maxZoom }),
        });
    },
    addMarker(element, at, anchor = 'center') {
      const marker = new maplibre.Marker({ element, anchor }).setLngLat(toMap(at)).addTo(map);
      markers.set(marker, at);
      return {
        setPosition: (next) => {
          markers.set(marker, next);
          marker.setLngLat(toMap(next));
        },
        remove: () => {
          markers.delete(marker);
          if (!destroyed) marker.remove();
        },
      };
    },
    flyTo(point, zoom) {
      if (destroyed) return;
      map.flyTo({ center: toMap(point), zoom: zoom ?? Math.max(map.getZoom(), 15), essential: true });
    },
    getView,
    offset(point, dx, dy) {
      const at = map.project(toMap(point));
      return fromMap(map.unproject([at.x + dx, at.y + dy]));
    },
    detailZoom(at) {
      return detailZoom(map.getStyle()?.sources ?? {}, toMap(at));
    },
    setLocale(next) {
      if (destroyed) return;
      Object.assign(map._locale, next);
      controls.remake();
      if (next['Map.Title']) map.getCanvas().setAttribute('aria-label', next['Map.Title']);
    },
    destroy() {
      destroyed = true;
      events.stop();
      map.remove();
    },
  };
}
