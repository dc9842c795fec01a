import {
  BROWSE_FACETS,
  type Browse,
  type BrowseFacet,
  type BrowseQuery,
  type BrowseSort,
} from '../../../src/contract/cigarette-browse-schema';
import type { CigaretteRecord } from '../../../src/contract/cigarette-schema';
import { createBrowseIndex, type SortOrder } from './browse-index';
import { createComboIndex } from './combo-index';
import { facetListing } from './facet-listing';
import { createFilterCount } from './filter-count';
import { filterKey, FilterResults, type FilterResult } from './filter-results';
import { PlaceSet } from './place-set';

/** At most this many places of passing records are kept for paging (4 bytes each: 32 MB, CATALOG_BROWSE_CACHE_MB's default). */
const KEPT_PLACES = 8_000_000;

/**
 * Browsing over the catalog: filters, facets counted under the other filters, sorting, paging.
 * Everything that does not depend on the call is worked out once (browse-index.ts, combo-index.ts).
 * With no filter a page is a slice of the sort order. A filter's count, facets and passing records
 * (filter-count.ts) are kept for the next calls with the same filters (filter-results.ts), so
 * paging and sorting within a filter cost a slice. `matching` gives the ids a text query matches
 * (the catalog's own name, pinyin and initials matching), each once.
 */
export function createBrowser(
  records: readonly CigaretteRecord[],
  matching: (q: string) => number[],
  keptPlaces = KEPT_PLACES,
) {
  const index = createBrowseIndex(records);
  const { size, facets } = index;
  const listing = Object.fromEntries(
    BROWSE_FACETS.map((facet) => [facet, facetListing(facets[facet])]),
  ) as Record<BrowseFacet, ReturnType<typeof facetListing>>;
  const hits = new PlaceSet(size);
  const count = createFilterCount(index, createComboIndex(facets, size), listing, hits, matching);
  const results = new FilterResults(keptPlaces);
  // Listings are never changed once made: the no-filter ones are shared by every call, as kept results' are.
  const unfilteredFacets = Object.fromEntries(
    BROWSE_FACETS.map((facet) => [facet, listing[facet](undefined, [])]),
  ) as Browse['facets'];

  /** The passing records' places in another sort order, from those in one already known. */
  const reordered = (known: [BrowseSort, Int32Array], sort: BrowseSort) => {
    const from = index.sortOrder(known[0]).ids;
    const to = index.sortOrder(sort).place;
    for (const at of known[1]) hits.add(to[from[at]!]!);
    return hits.takeAll(known[1].length);
  };

  /**
   * The filters' result and the places of one page of its records in the query's sort order. A
   * filter's first call reads its page off the marks; a second counts again and keeps every place
   * (in a pass over the marks), so a filter asked once costs no more than it would uncached.
   */
  const filtered = (
    query: BrowseQuery,
    order: SortOrder,
    start: number,
    length: number,
  ): [FilterResult, ArrayLike<number>] => {
    const key = filterKey(query);
    const kept = results.get(key);
    let places = kept?.places.get(query.sort);
    if (kept && !places) {
      const known = kept.places.entries().next().value;
      if (known) places = reordered(known, query.sort);
      else places = hits.takeAll(count(query, order).total);
      results.keep(key, kept, [query.sort, places]);
    }
    if (kept) return [kept, places!.subarray(start, start + length)];
    const result = { ...count(query, order), places: new Map() };
    results.keep(key, result);
    return [result, hits.takePage(start, length)];
  };

  return function browse(query: BrowseQuery): Browse {
    const order = index.sortOrder(query.sort);
    const start = (query.page - 1) * query.page_size;
    const unfiltered =
      query.q === undefined &&
      query.price_min === undefined &&
      query.price_max === undefined &&
      query.tar_max === undefined &&
      BROWSE_FACETS.every((facet) => query[facet].length === 0);
    const page = { page: query.page, page_size: query.page_size };
    if (unfiltered) {
      return {
        total: size,
        ...page,
        items: Array.from(order.ids.subarray(start, start + query.page_size), (id) => records[id]!),
        facets: unfilteredFacets,
      };
    }
    const [{ total, facets: counted }, places] = filtered(query, order, start, query.page_size);
    return {
      total,
      ...page,
      items: Array.from(places, (at) => records[order.ids[at]!]!),
      facets: counted,
    };
  };
}
