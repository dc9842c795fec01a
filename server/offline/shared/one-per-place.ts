import { haversineMetres } from './great-circle';

/** Two POIs of one name closer than this are one place (a stop's node, platform and stop_position; a mapped twice shop). */
export const SAME_PLACE_M = 50;

interface PlaceLike {
  title: string;
  /** Two-level Chinese category: 交通设施服务:地铁站. */
  category: string;
  lng: number;
  lat: number;
  /** Metres from the query point: the list is nearest first. */
  distance: number;
}

const TRANSPORT = '交通设施服务:';
/** A stop or station kind (not 停车场): these merge whatever their kinds, as one stop is tagged several ways. */
const STOP_KIND = /站|停泊点|停车点|泊位/;
/** Stop kinds from least to most specific; any other stop kind (地铁站, 单轨列车站 …) is more specific than all. */
const GENERIC_STOPS = [
  '公共交通停泊点',
  '公共交通站台',
  '公共交通站 / 站台',
  '公共交通车站',
  '列车站',
  '火车站',
];

const isStop = (category: string) =>
  category.startsWith(TRANSPORT) && STOP_KIND.test(category.slice(TRANSPORT.length));

function specificity(category: string): number {
  const rank = GENERIC_STOPS.indexOf(category.slice(TRANSPORT.length));
  return rank < 0 ? GENERIC_STOPS.length : rank;
}

const samePlace = (a: PlaceLike, b: PlaceLike) =>
  a.title === b.title &&
  (a.category === b.category || (isStop(a.category) && isStop(b.category))) &&
  haversineMetres(a.lng, a.lat, b.lng, b.lat) <= SAME_PLACE_M;

/**
 * Up to `limit` POIs, one per real place, from a nearest-first list: the same name and category
 * within SAME_PLACE_M are one, and so are a stop's or station's features of one name (node,
 * platform, stop_position; a station listed as 火车站 and 单轨列车站), which keep the most specific
 * category (the feature carrying it stands for the place). Nearest first.
 */
export function onePerPlace<T extends PlaceLike>(nearestFirst: readonly T[], limit: number): T[] {
  const kept: T[] = [];
  const byTitle = new Map<string, number[]>();
  let farthest = 0;
  for (const place of nearestFirst) {
    // Past the limit only a place within SAME_PLACE_M of a kept one can still change the list.
    if (kept.length >= limit && place.distance > farthest + SAME_PLACE_M) break;
    const same = byTitle.get(place.title) ?? [];
    const twin = same.find((i) => samePlace(kept[i]!, place));
    if (twin === undefined) {
      if (kept.length >= limit) continue;
      same.push(kept.length);
      byTitle.set(place.title, same);
      kept.push(place);
    } else if (specificity(place.category) > specificity(kept[twin]!.category)) {
      kept[twin] = place;
    } else continue;
    farthest = Math.max(farthest, place.distance);
  }
  return kept.sort((a, b) => a.distance - b.distance);
}
