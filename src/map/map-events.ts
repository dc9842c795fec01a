import type { MapGeoJSONFeature, MapLayerMouseEvent, Map as MaplibreMap, MapMouseEvent } from 'maplibre-gl';
import type { LatLng } from './datum';
import { POI_LAYER } from './layers';
import type { MapAdapter } from './map-adapter';
import { pointUnder } from './points-layer';

/**
 * The adapter's clicks and hovers: a click on the map itself (a lookup) and clicks and hovers on
 * one symbol layer's features. A click that belongs to a marker, a drawn point or a feature is not
 * the map's.
 */
export function mapEvents(map: MaplibreMap, fromMap: (lngLat: { lng: number; lat: number }) => LatLng) {
  /** The layers (onFeature) whose feature the mouse is over. */
  const pointed = new Set<string>();
  const events: Pick<MapAdapter, 'onClick' | 'onFeature'> = {
    onClick(handler) {
      const listener = (event: MapMouseEvent) => {
        // A click on one of our DOM markers is the marker's, not a lookup.
        const target = event.originalEvent.target;
        if (target instanceof Element && target.closest('.maplibregl-marker')) return;
        // A click on a drawn point or cluster is the point's (handlePointClicks).
        if (pointUnder(map, event)) return;
        if (pointed.size > 0 || map.queryRenderedFeatures(event.point, { layers: [POI_LAYER] }).length > 0)
          return;
        handler(fromMap(event.lngLat));
      };
      map.on('click', listener);
      return () => void map.off('click', listener);
    },
    onFeature(layer, { click, hover }) {
      let over: MapGeoJSONFeature | undefined;
      // New data (a highlight) takes the symbols away for a few frames while it is placed:
      // a click then still belongs to the feature the pointer is over.
      const onClick = (event: MapMouseEvent) => {
        const feature = map.queryRenderedFeatures(event.point, { layers: [layer] })[0] ?? over;
        if (feature) click?.(feature.properties);
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
        map.off('click', onClick);
        map.off('mousemove', layer, onMove);
        map.off('mouseleave', layer, onLeave);
      };
    },
  };
  return events;
}
