import type { GeocodeData, ReferencePlace, SourceSet } from '../../../../contract/geocode-schema';
import type { Cited } from '../../shared/answer-sources';
import { placeSets, REQUEST, type BaseDataSets } from '../../shared/data-sets';

/** What the answer's region fields come from: China's regions, a country abroad, or none (open sea). */
export type Ground = 'china' | 'abroad' | 'sea';

/** The base answer's `data` with `_sources`: each field credited to the data sets it was made from. */
export function creditBaseAnswer(data: GeocodeData, ground: Ground, sets: BaseDataSets): GeocodeData {
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
  const said = `${data.formatted_addresses?.recommend ?? ''} ${data.formatted_addresses?.rough ?? ''}`;
  for (const [kind, place] of Object.entries(data.address_reference ?? {}) as [string, ReferencePlace][]) {
    const from = placeSets(place.id ?? '', sets);
    note(`address_reference.${kind}`, from);
    if (place.title && said.includes(place.title)) sentence.push(...from);
  }
  note('formatted_addresses', sentence);
  const pois = (data.pois ?? []).flatMap((poi) => placeSets(poi.id ?? '', sets));
  for (const path of ['pois', 'poi_count']) note(path, pois);
  data._sources = { fields, sets: table };
  return data;
}
