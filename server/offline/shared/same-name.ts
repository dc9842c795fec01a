import { normaliseName } from './name-keys';

interface Named {
  title: string;
  aliases?: readonly string[];
}

/** Folded names, kept across calls: the same few thousand titles come back request after request. */
const folded = new Map<string, string>();
const FOLDED_MAX = 100_000;

function fold(name: string): string {
  let key = folded.get(name);
  if (key === undefined) {
    if (folded.size >= FOLDED_MAX) folded.clear();
    key = normaliseName(name) || name;
    folded.set(name, key);
  }
  return key;
}

/**
 * A key per place that is equal for places of one name: titles folded (Stade Louis-II, Stade Louis
 * II), and every name of one object joined into one class, across the list (a stadium's 路易二世体育场
 * and Stade Louis II; a stop named 五道口 with the alt_name 城铁五道口站 joins the stops of either name).
 */
export function sameNameKey(places: readonly Named[]): (place: Named) => string {
  const parent = new Map<string, string>();
  const root = (key: string): string => {
    let at = key;
    while (parent.has(at) && parent.get(at) !== at) at = parent.get(at)!;
    return at;
  };
  for (const place of places) {
    if (!place.aliases?.length) continue;
    const first = root(fold(place.title));
    for (const alias of place.aliases) {
      const other = root(fold(alias));
      if (other !== first) parent.set(other, first);
    }
    parent.set(first, first);
  }
  return (place) => root(fold(place.title));
}
