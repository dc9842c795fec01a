import type { GeoData } from '../data/geo-data';
import { RegionLookup } from '../lookup/region-lookup';
import { buildNameIndex, type NameIndex } from './name-index';
import type { PlaceSource } from './place-source';
import { PLACE_SOURCES } from './place-sources';

/** All sources' names in one index (pinyin computed here, once, never per query). */
export function buildPlaceIndex(data: GeoData, sources: readonly PlaceSource[] = PLACE_SOURCES): NameIndex {
  const regions = new RegionLookup(data.leaves, [data.cities, data.provinces], data.indexes.leaves);
  return buildNameIndex(sources.flatMap((source) => source.entries({ data, regions })));
}
