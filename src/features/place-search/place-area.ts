import type { PlaceSuggestion } from '../../../contract/place-schema';

/** 上海市 浦东新区 for a place in 浦东; the regions above a region for a region itself. */
export function placeArea(place: PlaceSuggestion): string {
  const parts: string[] = [];
  for (const part of [place.province, place.city, place.district]) {
    if (part && part !== place.name && !parts.includes(part)) parts.push(part);
  }
  return parts.join(' ');
}
