import type { MapGeoJSONFeature, MapLayerMouseEvent, Map as MaplibreMap, MapMouseEvent } from 'maplibre-gl';
import type { LatLng } from './datum';
import type { MapAdapter } from './map-adapter';

/**
 * The adapter's clicks and hovers: a click on the map itself (a lookup) and clicks and hovers on
 * one layer's features (onFeature). A click that belongs to a marker or to such a feature is not
 * the map's.
 */
export function mapEvents(map: MaplibreMap, fromMap: (lngLat: { lng: number; lat: number }) => LatLng) {
  /** The layers (onFeature) whose feature the mouse is over. */
  const pointed = new Set<string>();
  /** The layers whose features take clicks (onFeature), with how many handlers each has. */
  const interactive = new Map<string, number>();
  const onInteractive = (event: MapMouseEvent) => {
    const layers = [...interactive.keys()].filter((id) => map.getLayer(id));
    return layers.length > 0 && map.queryRenderedFeatures(event.point, { layers }).length > 0;
  };
  /** A feature's own point, or where the click was for a line or an area. */
  const featurePoint = ({ geometry }: MapGeoJSONFeature, event: MapMouseEvent) => {
    const [lng, lat] =
      geometry.type === 'Point' ? geometry.coordinates : [event.lngLat.lng, event.lngLat.lat];
    return fromMap({ lng: lng!, lat: lat! });
  };
  const events: Pick<MapAdapter, 'onClick' | 'onFeature'> = {
    onClick(handler) {
      const listener = (event: MapMouseEvent) => {
        // A click on one of our DOM markers is the marker's, not a lookup.
        const target = event.originalEvent.target;
        if (target instanceof Element && target.closest('.maplibregl-marker')) return;
        // A click on a drawn feature that takes clicks is the feature's.
        if (pointed.size > 0 || onInteractive(event)) return;
        handler(fromMap(event.lngLat));
      };
      map.on('click', listener);
      return () => void map.off('click', listener);
    },
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
  return events;
}
