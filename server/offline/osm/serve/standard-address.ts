import { describeDistance } from '../../shared/describe-distance';
import { fitsChineseSentence } from '../../shared/name-keys';
import { directionFromPoint, NEAR } from '../../shared/compass';
import type { Found } from './street-lookup';

/** A crossroad this near is what the standard address is said from; beyond it, the nearest street. */
export const STANDARD_CROSSROAD_M = 500;

interface Region {
  province?: string;
  city?: string;
  district?: string;
}

/** The place, where the point lies from it and how far: 学院路与成府路交叉口东140米, 清华东路附近. */
function fromPlace(place: Found, lng: number, lat: number): string {
  const dir = directionFromPoint(place.lng, place.lat, lng, lat);
  return dir === NEAR ? `${place.title}${NEAR}` : `${place.title}${dir}${describeDistance(place.distance)}`;
}

/**
 * Tencent's `standard_address`: province, city, district (the municipality said once), then the
 * crossroad, else the street, with direction and distance; `short` leaves out the province and
 * city. Undefined where the region or a street with a name fit for a Chinese sentence is not known.
 */
export function standardAddress(
  region: Region,
  places: { crossroad?: Found; nearestStreet?: Found },
  lng: number,
  lat: number,
  short: boolean,
): string | undefined {
  const { province = '', city = '', district = '' } = region;
  if (!province) return undefined;
  const { crossroad, nearestStreet } = places;
  const place =
    crossroad && crossroad.distance <= STANDARD_CROSSROAD_M && fitsChineseSentence(crossroad.title)
      ? crossroad
      : nearestStreet && fitsChineseSentence(nearestStreet.title)
        ? nearestStreet
        : undefined;
  if (!place) return undefined;
  const area = short ? district : `${province}${city === province ? '' : city}${district}`;
  return `${area}${fromPlace(place, lng, lat)}`;
}
