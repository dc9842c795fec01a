import { bearingDegrees, haversineMetres } from './great-circle';

const WORDS = ['北', '东北', '东', '东南', '南', '西南', '西', '西北'] as const;
export const INSIDE = '内';

/**
 * Where the queried point lies as seen from a reference place: one of the eight
 * compass words (北 东北 东 东南 南 西南 西 西北), or 内 when it is at the place.
 */
export function compassWord(fromLng: number, fromLat: number, toLng: number, toLat: number): string {
  if (haversineMetres(fromLng, fromLat, toLng, toLat) === 0) return INSIDE;
  const sector = Math.round(bearingDegrees(fromLng, fromLat, toLng, toLat) / 45) % 8;
  return WORDS[sector]!;
}

/** Closer than this, a reference place is where the point is: 附近 rather than a compass word. */
const AT_PLACE_M = 10;

/**
 * The compass word for a place known only as a point (a township seat, a station): never 内,
 * since a point says nothing about the area around it; 附近 when the point is at the place.
 */
export function directionFromPoint(fromLng: number, fromLat: number, toLng: number, toLat: number): string {
  if (haversineMetres(fromLng, fromLat, toLng, toLat) < AT_PLACE_M) return NEAR;
  return compassWord(fromLng, fromLat, toLng, toLat);
}
export const NEAR = '附近';
