import type { Browse, BrowseSort } from '../../../contract/cigarette-browse-schema';

/**
 * What a call's filters give whatever the sort and page: how many records pass, the facet counts,
 * and the passing records' places in each sort order asked so far (ascending, so a page is a slice).
 */
export interface FilterResult {
  total: number;
  facets: Browse['facets'];
  places: Map<BrowseSort, Int32Array>;
}

/** How many places `megabytes` of room keeps: a place is one Int32Array element, the results' unit of room. */
export const placesIn = (megabytes: number) => (megabytes * 1e6) / Int32Array.BYTES_PER_ELEMENT;

/** Results kept at most (a result without places holds only its count and facets, a few KB). */
const MAX_RESULTS = 1000;

/**
 * The results of the filters asked most recently, so that paging and sorting within a filter cost
 * a slice, not a pass over the records: at most `maxPlaces` places kept in all (see placesIn) and
 * MAX_RESULTS results, the least recently used dropped first (maxPlaces 0: none kept). Per server
 * instance: it is worked out from the instance's own catalog, and recomputing a result costs less
 * than fetching it from Redis would.
 */
export class FilterResults {
  private readonly results = new Map<string, FilterResult>();
  private kept = 0;

  constructor(private readonly maxPlaces: number) {}

  get(key: string): FilterResult | undefined {
    const result = this.results.get(key);
    if (result) {
      this.results.delete(key);
      this.results.set(key, result);
    }
    return result;
  }

  /** Keeps a result, with or without its places in one sort, or a new sort's places of one kept already. */
  keep(key: string, result: FilterResult, places?: [BrowseSort, Int32Array]) {
    if (this.maxPlaces === 0) return;
    if (places) {
      result.places.set(...places);
      this.kept += places[1].length;
    }
    if (!this.results.has(key)) this.results.set(key, result);
    for (const [oldest, dropped] of this.results) {
      if (this.kept <= this.maxPlaces && this.results.size <= MAX_RESULTS) break;
      this.results.delete(oldest);
      for (const list of dropped.places.values()) this.kept -= list.length;
    }
  }
}
