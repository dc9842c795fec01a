import type {
  MapGeoJSONFeature,
  MapLayerMouseEvent,
  Map as MaplibreMap,
  MapMouseEvent,
  PointLike,
} from 'maplibre-gl';
import type { LatLng } from './datum';
import type { MapAdapter, MapView } from './map-adapter';
import { pointerClicks } from './map-click';

type MapEvents = Pick<MapAdapter, 'onClick' | 'onFeature' | 'onMoveEnd'> & {
  /** Stops what listens to the page itself (the map's own listeners go with the map). */
  stop(): void;
};

/**
 * The adapter's events: a click on the map itself (a lookup, told as the pointer comes up:
 * map-click.ts), clicks and hovers on one layer's features (onFeature), moves, and (from the
 * start) whether the map is idle. A click that belongs to a marker or to such a feature is not
 * the map's. Wired as the map is made: a click before the app listens is kept (the last one) and
 * handed to the first onClick, so a newcomer's first click is looked up.
 */
export function mapEvents(
  map: MaplibreMap,
  fromMap: (lngLat: { lng: number; lat: number }) => LatLng,
  onIdleChange?: (idle: boolean) => void,
): MapEvents {
  if (onIdleChange) {
    map.on('idle', () => onIdleChange(true));
    map.on('movestart', () => onIdleChange(false));
    map.on('dataloading', () => onIdleChange(false));
  }
  /** The layers (onFeature) whose feature the mouse is over. */
  const pointed = new Set<string>();
  /** The layers whose features take clicks (onFeature), with how many handlers each has. */
  const interactive = new Map<string, number>();
  const onInteractive = (point: PointLike) => {
    const layers = [...interactive.keys()].filter((id) => map.getLayer(id));
    return layers.length > 0 && map.queryRenderedFeatures(point, { layers }).length > 0;
  };
  const clickHandlers = new Set<(point: LatLng) => void>();
  let early: LatLng | undefined;
  const container = map.getCanvasContainer();
  const stopClicks = pointerClicks(container, (event) => {
    // A click on one of our DOM markers is the marker's, not a lookup.
    if (event.target instanceof Element && event.target.closest('.maplibregl-marker')) return;
    const box = container.getBoundingClientRect();
    const point: [number, number] = [
      event.clientX - box.left - container.clientLeft,
      event.clientY - box.top - container.clientTop,
    ];
    // A click on a drawn feature that takes clicks is the feature's.
    if (pointed.size > 0 || onInteractive(point)) return;
    const at = fromMap(map.unproject(point));
    if (clickHandlers.size === 0) early = at;
    for (const handler of clickHandlers) handler(at);
  });
  /** A feature's own point, or where the click was for a line or an area. */
  const featurePoint = ({ geometry }: MapGeoJSONFeature, event: MapMouseEvent) => {
    const [lng, lat] =
      geometry.type === 'Point' ? geometry.coordinates : [event.lngLat.lng, event.lngLat.lat];
    return fromMap({ lng: lng!, lat: lat! });
  };
  return {
    onClick(handler) {
      clickHandlers.add(handler);
      if (early) handler(early);
      early = undefined;
      return () => void clickHandlers.delete(handler);
    },
    onMoveEnd(handler) {
      const listener = () => handler(viewOf(map, fromMap));
      map.on('moveend', listener);
      return () => void map.off('moveend', listener);
    },
    stop: stopClicks,
    onFeature(layer, { click, hover }) {
      let over: MapGeoJSONFeature | undefined;
      interactive.set(layer, (interactive.get(layer) ?? 0) + 1);
      // New data (a highlight) takes the symbols away for a few frames while it is placed:
      // a click then still belongs to the feature the pointer is over.
      const onClick = (event: MapMouseEvent) => {
        if (!map.getLayer(layer)) return;
        const feature = map.queryRenderedFeatures(event.point, { layers: [layer] })[0] ?? over;
        if (feature) click?.(feature.properties, featurePoint(feature, event));
      };
      const onMove = (event: MapLayerMouseEvent) => {
        const feature = event.features?.[0];
        map.getCanvas().style.cursor = 'pointer';
        if (!feature || feature.id === over?.id) return;
        pointed.add(layer);
        hover?.((over = feature).properties);
      };
      const onLeave = () => {
        map.getCanvas().style.cursor = '';
        pointed.delete(layer);
        over = undefined;
        hover?.(undefined);
      };
      map.on('click', onClick);
      map.on('mousemove', layer, onMove);
      map.on('mouseleave', layer, onLeave);
      return () => {
        const left = (interactive.get(layer) ?? 1) - 1;
        if (left > 0) interactive.set(layer, left);
        else interactive.delete(layer);
        pointed.delete(layer);
        map.off('click', onClick);
        map.off('mousemove', layer, onMove);
        map.off('mouseleave', layer, onLeave);
      };
    },
  };
}

export const viewOf = (
  map: MaplibreMap,
  fromMap: (lngLat: { lng: number; lat: number }) => LatLng,
): MapView => ({ center: fromMap(map.getCenter()), zoom: map.getZoom() });
