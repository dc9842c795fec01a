import {
  BROWSE_FACETS,
  type Browse,
  type BrowseFacet,
  type BrowseQuery,
  type BrowseSort,
} from '../../../contract/cigarette-browse-schema';
import type { CigaretteRecord } from '../../../contract/cigarette-schema';
import { createFilterReader, type BrowseFilters } from './browse-filters';
import { createBrowseIndex, type SortOrder } from './browse-index';
import { createComboIndex } from './combo-index';
import { facetListing } from './facet-listing';
import { createFilterCount } from './filter-count';
import { FilterResults, placesIn, type FilterResult } from './filter-results';
import { PlaceSet } from './place-set';

/** At most this many places of passing records are kept for paging: CATALOG_BROWSE_CACHE_MB's default. */
const KEPT_PLACES = placesIn(32);

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
  matching: (q: string) => ArrayLike<number>,
  keptPlaces = KEPT_PLACES,
) {
  const index = createBrowseIndex(records);
  const { size, facets } = index;
  const listing = Object.fromEntries(
    BROWSE_FACETS.map((facet) => [facet, facetListing(facets[facet])]),
  ) as Record<BrowseFacet, ReturnType<typeof facetListing>>;
  const readFilters = createFilterReader(facets);
  const count = createFilterCount(index, createComboIndex(facets, size), listing, matching);
  const resorting = new PlaceSet(size);
  const results = new FilterResults(keptPlaces);
  // Listings are never changed once made: the no-filter ones are shared by every call, as kept results' are.
  const unfilteredFacets = Object.fromEntries(
    BROWSE_FACETS.map((facet) => [facet, listing[facet](undefined, [])]),
  ) as Browse['facets'];

  /** The passing records' places in another sort order, from those in one already known. */
  const reordered = (known: [BrowseSort, Int32Array], sort: BrowseSort) => {
    const from = index.sortOrder(known[0]).ids;
    const to = index.sortOrder(sort).place;
    const marks = resorting.mark();
    for (const at of known[1]) resorting.add(to[from[at]!]!);
    return marks.takeAll(known[1].length);
  };

  /**
   * The filters' result and the places of one page of its records in the query's sort order. A
   * filter's first call reads its page off the marks; a second counts again and keeps every place
   * (in a pass over the marks), so a filter asked once costs no more than it would uncached.
   */
  const filtered = (
    filters: BrowseFilters,
    sort: BrowseSort,
    order: SortOrder,
    start: number,
    length: number,
  ): [FilterResult, ArrayLike<number>, number] => {
    const { key } = filters;
    const kept = results.get(key);
    let places = kept?.places.get(sort);
    let visited = 0;
    if (kept && !places) {
      const known = kept.places.entries().next().value;
      if (known) {
        places = reordered(known, sort);
        visited = places.length;
      } else {
        const counted = count(filters, order);
        places = counted.marks.takeAll(counted.total);
        visited = counted.visited;
      }
      results.keep(key, kept, [sort, places]);
    }
    if (kept) return [kept, places!.subarray(start, start + length), visited];
    const { total, facets: counted, marks, visited: walked } = count(filters, order);
    const result = { total, facets: counted, places: new Map() };
    results.keep(key, result);
    return [result, marks.takePage(start, length), walked];
  };

  /** `visited`, when given, is told how many records the call walked (none for a page of what is kept). */
  return function browse(query: BrowseQuery, visited?: (records: number) => void): Browse {
    const order = index.sortOrder(query.sort);
    const start = (query.page - 1) * query.page_size;
    const filters = readFilters(query);
    const page = { page: query.page, page_size: query.page_size };
    if (!filters) {
      return {
        total: size,
        ...page,
        items: Array.from(order.ids.subarray(start, start + query.page_size), (id) => records[id]!),
        facets: unfilteredFacets,
      };
    }
    const [{ total, facets: counted }, places, walked] = filtered(
      filters,
      query.sort,
      order,
      start,
      query.page_size,
    );
    visited?.(walked);
    return {
      total,
      ...page,
      items: Array.from(places, (at) => records[order.ids[at]!]!),
      facets: counted,
    };
  };
}
