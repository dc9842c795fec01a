import type {
  AnswerSources,
  GeocodeData,
  ReferencePlace,
  SourceSet,
} from '../../../../contract/geocode-schema';
import type { Cited } from '../../shared/answer-sources';
import { placeKind, placeSets, REQUEST, type BaseDataSets, type PlaceKind } from '../../shared/data-sets';

/** What the answer's region fields come from: China's regions, a country abroad, or none (open sea). */
export type Ground = 'china' | 'abroad' | 'sea';

/** Kept credits at most: there are a few dozen makeups (grounds × reference kinds × what POIs are made of). */
const MAX_MAKEUPS = 1_000;

/**
 * Credits a base answer's `data` with `_sources`: each field to the data sets it was made from.
 * Answers of one makeup (`makeupKey`) share one frozen `_sources`, made once: making it for each
 * answer was 3 % of a poi=1 lookup's CPU (#48).
 */
export function baseAnswerCredit(sets: BaseDataSets) {
  const made = new Map<string, AnswerSources>();
  return (data: GeocodeData, ground: Ground): GeocodeData => {
    const key = makeupKey(data, ground);
    let sources = made.get(key);
    if (sources === undefined) {
      if (made.size >= MAX_MAKEUPS) made.clear();
      sources = deepFreeze(sourcesOf(data, ground, sets));
      made.set(key, sources);
    }
    data._sources = sources;
    return data;
  };
}

/** Everything `sourcesOf` reads: the ground, each reference's kind, what its place is and whether the sentence names it, and the POIs' kinds in the order they first come. */
function makeupKey(data: GeocodeData, ground: Ground): string {
  let key = ground;
  const said = sentenceOf(data);
  for (const [kind, place] of references(data))
    key += `|${kind}:${placeKind(place.id ?? '')}:${named(place, said)}`;
  key += '|';
  const pois: PlaceKind[] = [];
  for (const poi of data.pois ?? []) {
    const kind = placeKind(poi.id ?? '');
    if (!pois.includes(kind)) pois.push(kind);
  }
  return key + pois.join(',');
}

function sourcesOf(data: GeocodeData, ground: Ground, sets: BaseDataSets): AnswerSources {
  const fields: Record<string, string[]> = {};
  const table: Record<string, SourceSet> = {};
  const note = (path: string, sources: readonly Cited[]) => {
    const ids: string[] = [];
    for (const { id, set } of sources) {
      if (ids.includes(id)) continue;
      table[id] = set;
      ids.push(id);
    }
    if (ids.length > 0) fields[path] = ids;
  };
  const area: Cited[] =
    ground === 'china' ? [sets.datav] : ground === 'abroad' ? [sets.countries, sets.countryNames] : [];
  for (const path of ['ad_info', 'address', 'address_component']) note(path, area);
  note('location', [REQUEST]);
  // A sentence is made from the area and the places it names (at sea, Natural Earth has no country there).
  const sentence = ground === 'sea' ? [sets.countries] : [...area];
  const said = sentenceOf(data);
  for (const [kind, place] of references(data)) {
    const from = placeSets(placeKind(place.id ?? ''), sets);
    note(`address_reference.${kind}`, from);
    if (named(place, said)) sentence.push(...from);
  }
  note('formatted_addresses', sentence);
  const pois = (data.pois ?? []).flatMap((poi) => placeSets(placeKind(poi.id ?? ''), sets));
  for (const path of ['pois', 'poi_count']) note(path, pois);
  return { fields, sets: table };
}

const sentenceOf = (data: GeocodeData) =>
  `${data.formatted_addresses?.recommend ?? ''} ${data.formatted_addresses?.rough ?? ''}`;
const references = (data: GeocodeData) =>
  Object.entries(data.address_reference ?? {}) as [string, ReferencePlace][];
const named = (place: ReferencePlace, said: string) => Boolean(place.title) && said.includes(place.title!);

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}
