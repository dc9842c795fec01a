import type { PlaceKind, PlaceSuggestion } from '../../../contract/place-schema';
import type { LatLng } from '../../map/datum';

/** Where choosing a place takes the map: the point looked up, the zoom, and the centre when it is not the point. */
export interface PlaceTarget {
  point: LatLng;
  z: number;
  view?: LatLng;
}

/** The zoom a kind of place is shown at when it has no outline to fit. */
export const KIND_ZOOM: Record<PlaceKind, number> = {
  province: 7,
  city: 10,
  district: 12,
  township: 14,
  station: 16,
  place: 13,
  street: 16,
  poi: 17,
};

const TILE = 512; // MapLibre's world is 512·2^z px wide
const FIT_PADDING = 0.85; // of the map's size, the outline's share
const MIN_FIT_ZOOM = 3;
const MAX_FIT_ZOOM = 15;

const mercX = (lng: number) => (lng + 180) / 360;
const mercY = (lat: number) => {
  const sin = Math.sin((lat * Math.PI) / 180);
  return 0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI);
};
const latOfMercY = (y: number) => (360 / Math.PI) * Math.atan(Math.exp((0.5 - y) * 2 * Math.PI)) - 90;
const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * A region with an outline fits it into the map (`size` in CSS px), centred on the outline's
 * middle; anything else is centred on its point at its kind's zoom (a station at 16).
 */
export function placeTarget(place: PlaceSuggestion, size?: { width: number; height: number }): PlaceTarget {
  const point = { lat: place.lat, lng: place.lng };
  if (!place.bbox || !size || size.width <= 0 || size.height <= 0) return { point, z: KIND_ZOOM[place.kind] };
  const [west, south, east, north] = place.bbox;
  const dx = Math.max(mercX(east) - mercX(west), 1e-9);
  const dy = Math.max(mercY(south) - mercY(north), 1e-9);
  const zoom = Math.log2(
    Math.min((size.width * FIT_PADDING) / (TILE * dx), (size.height * FIT_PADDING) / (TILE * dy)),
  );
  const view = { lat: latOfMercY((mercY(south) + mercY(north)) / 2), lng: (west + east) / 2 };
  return { point, z: round2(Math.min(MAX_FIT_ZOOM, Math.max(MIN_FIT_ZOOM, zoom))), view };
}
