import { bearingDegrees, haversineMetres } from '../index/great-circle';

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
