import {
  BROWSE_FACETS,
  type Browse,
  type BrowseQuery,
  type BrowseSort,
} from '../../../src/contract/cigarette-browse-schema';

/**
 * What a call's filters give whatever the sort and page: how many records pass, the facet counts,
 * and the passing records' places in each sort order asked so far (ascending, so a page is a slice).
 */
export interface FilterResult {
  total: number;
  facets: Browse['facets'];
  places: Map<BrowseSort, Int32Array>;
}

/** The filters of a query as one key: the same filters in another order or with a value repeated read the same. */
export function filterKey(query: BrowseQuery): string {
  const facets = BROWSE_FACETS.map((facet) => [...new Set(query[facet])].sort());
  return JSON.stringify([query.q, query.price_min, query.price_max, query.tar_max, facets]);
}

/**
 * The results of the filters asked most recently, so that paging and sorting within a filter cost
 * a slice, not a pass over the records: at most `maxPlaces` places kept in all (4 bytes each) and
 * MAX_RESULTS results, the least recently used dropped first (maxPlaces 0: none kept). Per server instance: it is worked out from the
 * instance's own catalog, and recomputing a result costs less than fetching it from Redis would.
 */
/** Results kept at most (a result without places holds only its count and facets, a few KB). */
const MAX_RESULTS = 1000;

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
