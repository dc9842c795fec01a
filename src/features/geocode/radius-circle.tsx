import type { FeatureCollection } from 'geojson';
import { useEffect, useMemo, useRef } from 'react';
import type { LatLng } from '../../map/datum';
import type { MapAdapter } from '../../map/map-adapter';
import { useMapData } from '../../map/use-map-data';
import { useAppStore } from '../../store/app-store';
import { useAppUrl } from '../../url/use-app-url';
import { formatDistance } from './format';
import { usePoiOptionsT } from './poi-options-messages';
import { readPoiUrlOptions } from './poi-url-options';

const EARTH_RADIUS_M = 6_371_008.8;
const toRad = (deg: number) => (deg * Math.PI) / 180;
const toDeg = (rad: number) => (rad * 180) / Math.PI;

/** The point `metres` from `center` at `bearing` degrees (great circle; the map's GCJ-02 as lat/lng). */
function destination(center: LatLng, metres: number, bearing: number): [number, number] {
  const d = metres / EARTH_RADIUS_M;
  const lat1 = toRad(center.lat);
  const theta = toRad(bearing);
  const lat2 = Math.asin(Math.sin(lat1) * Math.cos(d) + Math.cos(lat1) * Math.sin(d) * Math.cos(theta));
  const lng2 =
    toRad(center.lng) +
    Math.atan2(Math.sin(theta) * Math.sin(d) * Math.cos(lat1), Math.cos(d) - Math.sin(lat1) * Math.sin(lat2));
  return [toDeg(lng2), toDeg(lat2)];
}

/** A circle of `metres` around the point as a closed ring of `steps` sides, and its northernmost point. */
function circleRing(center: LatLng, metres: number, steps = 72): number[][] {
  const ring = Array.from({ length: steps }, (_, i) => destination(center, metres, (360 * i) / steps));
  return [...ring, ring[0]!];
}

/** The POI search radius of the URL drawn around the queried point, its distance written on the circle. */
export function RadiusCircle({ adapter, point }: { adapter: MapAdapter; point: LatLng }) {
  const { unknown } = useAppUrl();
  const { radius } = readPoiUrlOptions(unknown);
  const language = useAppStore((s) => s.language);
  const pt = usePoiOptionsT();
  const text = radius === undefined ? '' : pt('radiusOnMap', { distance: formatDistance(radius, language) });
  const data = useMemo<FeatureCollection | undefined>(() => {
    if (radius === undefined) return undefined;
    const ring = circleRing(point, radius);
    return {
      type: 'FeatureCollection',
      features: [
        { type: 'Feature', properties: {}, geometry: { type: 'Polygon', coordinates: [ring] } },
        { type: 'Feature', properties: { text }, geometry: { type: 'Point', coordinates: ring[0]! } },
      ],
    };
  }, [point, radius, text]);
  useMapData(adapter, 'radius', data);
  useWholeCircleInView(adapter, point, radius);
  return null;
}

/**
 * When a radius is chosen, the whole circle and its label (above its northern edge, inside
 * fitBounds' padding) come into view: the map zooms out for a circle larger than the view, never in.
 */
function useWholeCircleInView(adapter: MapAdapter, point: LatLng, radius: number | undefined) {
  const shown = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (radius === undefined || shown.current === radius) return;
    shown.current = radius;
    const [, north] = destination(point, radius, 0);
    const [east] = destination(point, radius, 90);
    const [, south] = destination(point, radius, 180);
    const [west] = destination(point, radius, 270);
    adapter.fitBounds({ lat: south, lng: west }, { lat: north, lng: east }, adapter.getView().zoom);
  }, [adapter, point, radius]);
}
