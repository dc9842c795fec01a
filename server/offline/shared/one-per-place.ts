import { haversineMetres } from './great-circle';
import { hasHan } from './name-keys';
import { sameNameKey } from './same-name';

/** Two POIs of one name closer than this are one place (a mapped twice shop; a museum and the park of its name). */
export const SAME_PLACE_M = 50;
/**
 * Stops and stations of one name within this of one another are one place: a stop pair across a
 * road, a terminus's platforms and stop positions, a subway station and its bus stop (六道口).
 */
export const STOP_PLACE_M = 200;
/** How far a chain of one stop's features may reach from the row that stands for it. */
const STOP_SPAN_M = 2 * STOP_PLACE_M;

interface PlaceLike {
  title: string;
  /** Its names in other languages and alternative names (an OSM object's `name`, `name:en`, `alt_name`). */
  aliases?: readonly string[];
  /** Chinese category: 交通设施服务:地铁站, or a group alone (生活服务). */
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
/** A facility serving a place (its ATM, toilets, parking, entrance): a row of its own beside the place of its name. */
const FACILITY = /ATM|厕所|停车|入口|售货机|自行车|充电/;
/** Kinds that hold other places (a park holds its museum, a campus its buildings): the least specific leaves. */
const CONTAINER = /公园|花园|广场|景区|场地|校园|设施|要素|地点|商店$/;

const isStop = (category: string) =>
  category.startsWith(TRANSPORT) && STOP_KIND.test(category.slice(TRANSPORT.length));

/** Higher is more specific: a group alone, then a container kind, then any other kind; among stops, GENERIC_STOPS's order. */
function specificity(category: string): number {
  if (isStop(category)) {
    const rank = GENERIC_STOPS.indexOf(category.slice(TRANSPORT.length));
    return rank < 0 ? GENERIC_STOPS.length : rank;
  }
  if (!category.includes(':')) return 0;
  return CONTAINER.test(category) ? 1 : 2;
}

/**
 * How far apart two features of one title may be and still be one place, or -1 when they never
 * are: stops with stops (STOP_PLACE_M); one kind, or two kinds neither of them a facility (SAME_PLACE_M).
 */
function mergeDistance(a: PlaceLike, b: PlaceLike): number {
  if (isStop(a.category) || isStop(b.category))
    return isStop(a.category) && isStop(b.category) ? STOP_PLACE_M : -1;
  if (a.category === b.category) return SAME_PLACE_M;
  return FACILITY.test(a.category) || FACILITY.test(b.category) ? -1 : SAME_PLACE_M;
}

/** `inside(a, b)`: b lies inside a's area (a park's outline around its museum); false when a is a point. */
export type Inside<T> = (outer: T, inner: T) => boolean;

/**
 * Up to `limit` POIs, one per real place, from a nearest-first list. Features of one name (a title,
 * folded, or any name of one object: 路易二世体育场 is Stade Louis II, see same-name.ts) are one
 * place when they are stops within STOP_PLACE_M of one another (chained: a terminus's platforms
 * along a road, up to STOP_SPAN_M from the row), or the same kind, or two kinds neither of which is a
 * facility (a bank and its ATM stay two) within SAME_PLACE_M or one inside the other's area. The row
 * is the most specific feature (the station, not its stop positions; the museum, not the park),
 * taken in place of a nearer one only when within SAME_PLACE_M of it or inside it, titled with a
 * Chinese name where one of its features has one, of their parent kind where their kinds disagree.
 * Nearest first.
 */
export function onePerPlace<T extends PlaceLike>(
  nearestFirst: readonly T[],
  limit: number,
  inside: Inside<T> = () => false,
): T[] {
  const kept: T[] = [];
  /** Per kept row, every feature merged into it (a stop's chain is measured from each). */
  const members: T[][] = [];
  const nameKey = sameNameKey(nearestFirst);
  const byName = new Map<string, number[]>();
  let farthest = 0;
  const joins = (row: number, place: T) =>
    members[row]!.some((member) => {
      const within = mergeDistance(member, place);
      if (within < 0) return false;
      if (haversineMetres(member.lng, member.lat, place.lng, place.lat) <= within) return true;
      return inside(member, place) || inside(place, member);
    }) && haversineMetres(kept[row]!.lng, kept[row]!.lat, place.lng, place.lat) <= STOP_SPAN_M;
  for (const place of nearestFirst) {
    // Past the limit only a place a stop's chain can reach from a kept one can still change the list.
    if (kept.length >= limit && place.distance > farthest + STOP_SPAN_M) break;
    const key = nameKey(place);
    const same = byName.get(key) ?? [];
    const twin = same.find((row) => joins(row, place));
    if (twin === undefined) {
      if (kept.length >= limit) continue;
      same.push(kept.length);
      byName.set(key, same);
      kept.push(place);
      members.push([place]);
    } else {
      members[twin]!.push(place);
      const row = kept[twin]!;
      const close =
        haversineMetres(row.lng, row.lat, place.lng, place.lat) <= SAME_PLACE_M || inside(row, place);
      if (!close || specificity(place.category) <= specificity(row.category)) continue;
      kept[twin] = place;
    }
    farthest = Math.max(farthest, place.distance);
  }
  return kept
    .map((row, i) => inChinese(ofParentKind(row, members[i]!), members[i]!))
    .sort((a, b) => a.distance - b.distance);
}

/** The row titled with the nearest member's Chinese name when its own title has none. */
function inChinese<T extends PlaceLike>(row: T, members: readonly T[]): T {
  if (hasHan(row.title)) return row;
  const chinese = members.find((member) => hasHan(member.title));
  return chinese ? { ...row, title: chinese.title } : row;
}

/**
 * Where the merged features' kinds disagree (a stadium's 体育场 and its pitch's 运动场地; a museum and
 * its park), the row's group alone: their shared parent, or the row's own top level. One stop
 * mapped several ways keeps its most specific stop kind: its features are one thing, not two kinds.
 */
function ofParentKind<T extends PlaceLike>(row: T, members: readonly T[]): T {
  if (isStop(row.category) || members.every((member) => member.category === row.category)) return row;
  return { ...row, category: row.category.split(':')[0]! };
}
