import {
  BROWSE_FACETS,
  type Browse,
  type BrowseFacet,
  type BrowseQuery,
  FACET_LIMIT,
  type FacetCount,
} from '../../../src/api/cigarette-browse-schema';
import type { CigaretteRecord } from '../../../src/api/cigarette-schema';
import { createBrowseIndex, type FacetIndex, type SortOrder } from './browse-index';

/** The bit of each facet in a record's mask of failed facet filters. */
const FACET_BIT = Object.fromEntries(BROWSE_FACETS.map((facet, i) => [facet, 1 << i])) as Record<
  BrowseFacet,
  number
>;

/**
 * Browsing over the catalog: filters, facets counted under the other filters, sorting, paging.
 * The sort orders and each facet's records are worked out once (browse-index.ts); a call reads
 * only the records that can pass its filters (the text's matches, a price range's stretch of the
 * price order, one filtered facet's records), none with no filter, every record otherwise.
 * `matching` gives the ids a text query matches (the catalog's own name, pinyin and initials
 * matching), each once.
 */
export function createBrowser(records: readonly CigaretteRecord[], matching: (q: string) => number[]) {
  const index = createBrowseIndex(records);
  const { size, facets, price, tar } = index;
  // Reused by every call (calls are synchronous) and left cleared: which ids passed, the counts.
  const passed = new Uint8Array(size);
  const counts = Object.fromEntries(
    BROWSE_FACETS.map((facet) => [facet, new Int32Array(facets[facet].values.length)]),
  ) as Record<BrowseFacet, Int32Array>;
  const lookup = Object.fromEntries(
    BROWSE_FACETS.map((facet) => [facet, new Map(facets[facet].values.map((value, i) => [value, i]))]),
  ) as Record<BrowseFacet, Map<string, number>>;

  return function browse(query: BrowseQuery): Browse {
    const wanted = BROWSE_FACETS.filter((facet) => query[facet].length > 0).map((facet) => {
      const accepted = new Uint8Array(facets[facet].values.length);
      for (const value of query[facet]) {
        const at = lookup[facet].get(value);
        if (at !== undefined) accepted[at] = 1;
      }
      return { facet, bit: FACET_BIT[facet], accepted, of: facets[facet].of };
    });
    const { price_min, price_max, tar_max, q } = query;
    const priced = price_min !== undefined || price_max !== undefined;
    const [low, high] = [price_min ?? -Infinity, price_max ?? Infinity];
    const bounded = priced || tar_max !== undefined || q !== undefined;

    // The records that can pass, and the facets counted with no filter but their own (so: all records).
    let candidates: ArrayLike<number> | undefined;
    let whole: BrowseFacet[] = [];
    if (q !== undefined) candidates = matching(q);
    else if (priced) candidates = priceStretch(index.sortOrder('single_price'), price, low, high);
    else if (!bounded && wanted.length === 1) {
      const only = wanted[0]!;
      candidates = holdersOf(facets[only.facet], only.accepted);
      whole = [only.facet];
    }
    if (!bounded && wanted.length === 0) whole = [...BROWSE_FACETS];
    const tallied = BROWSE_FACETS.filter((facet) => !whole.includes(facet)).map((facet) => ({
      mask: ~FACET_BIT[facet],
      of: facets[facet].of,
      counts: counts[facet],
    }));

    const hits: number[] = [];
    const visit = (id: number) => {
      if (priced && !(price[id]! >= low && price[id]! <= high)) return;
      if (tar_max !== undefined && !(tar[id]! <= tar_max)) return;
      let failed = 0;
      for (const { bit, accepted, of } of wanted) if (!accepted[of[id]!]) failed |= bit;
      if (failed === 0) {
        passed[id] = 1;
        hits.push(id);
      }
      // Counted in a facet when it passes every filter but that facet's own.
      for (const { mask, of, counts } of tallied) {
        const value = of[id]!;
        if ((failed & mask) === 0 && value >= 0) counts[value]!++;
      }
    };
    if (whole.length < BROWSE_FACETS.length) {
      if (candidates) for (let i = 0; i < candidates.length; i++) visit(candidates[i]!);
      else for (let id = 0; id < size; id++) visit(id);
    }

    const order = index.sortOrder(query.sort);
    const start = (query.page - 1) * query.page_size;
    const all = whole.length === BROWSE_FACETS.length;
    const total = all ? size : hits.length;
    const page = all
      ? order.ids.subarray(start, start + query.page_size)
      : pageOf(hits, order, passed, start, query.page_size);
    for (const id of hits) passed[id] = 0;

    const listedFacets = Object.fromEntries(
      BROWSE_FACETS.map((facet) => {
        const from = whole.includes(facet) ? facets[facet].allCounts : counts[facet];
        const list = listed(from, facets[facet], query[facet]);
        if (from === counts[facet]) from.fill(0);
        return [facet, list];
      }),
    );
    return {
      total,
      page: query.page,
      page_size: query.page_size,
      items: Array.from(page, (id) => records[id]!),
      facets: listedFacets as Browse['facets'],
    };
  };
}

/** The ids whose price lies in [low, high]: one stretch of the ascending price order (unpriced last). */
function priceStretch({ ids }: SortOrder, price: Float64Array, low: number, high: number) {
  const firstAbove = (bound: number, inclusive: boolean) => {
    let [lo, hi] = [0, ids.length];
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      const p = price[ids[mid]!]!;
      if (!Number.isNaN(p) && (inclusive ? p <= bound : p < bound)) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
  return ids.subarray(firstAbove(low, false), firstAbove(high, true));
}

/** The records holding any of the accepted values. */
function holdersOf(facet: FacetIndex, accepted: Uint8Array): number[] {
  const ids: number[] = [];
  accepted.forEach((yes, value) => {
    if (yes) for (const id of facet.holders[value]!) ids.push(id);
  });
  return ids;
}

/** One page of the passing ids in the sort's order: few hits are sorted by their place, many found by walking the order. */
function pageOf(hits: number[], order: SortOrder, passed: Uint8Array, start: number, length: number) {
  if (start >= hits.length) return [];
  if (hits.length * 20 < order.ids.length) {
    const sorted = hits.slice().sort((a, b) => order.place[a]! - order.place[b]!);
    return sorted.slice(start, start + length);
  }
  const page: number[] = [];
  let seen = 0;
  for (const id of order.ids) {
    if (!passed[id]) continue;
    if (seen++ >= start) page.push(id);
    if (page.length === length) break;
  }
  return page;
}

/** A facet's values, most common first (then by name), at most FACET_LIMIT of them plus any chosen beyond. */
function listed(counts: Int32Array, facet: FacetIndex, chosen: string[]): FacetCount[] {
  const present: number[] = [];
  counts.forEach((count, value) => {
    if (count > 0) present.push(value);
  });
  present.sort((a, b) => counts[b]! - counts[a]! || facet.valueRank[a]! - facet.valueRank[b]!);
  const top = present
    .slice(0, FACET_LIMIT)
    .map((value) => ({ value: facet.values[value]!, count: counts[value]! }));
  const shown = new Set(top.map(({ value }) => value));
  for (const value of new Set(chosen)) {
    const at = facet.values.indexOf(value);
    if (at >= 0 && counts[at]! > 0 && !shown.has(value)) top.push({ value, count: counts[at]! });
  }
  return top;
}
