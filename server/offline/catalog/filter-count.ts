import type { Browse, BrowseFacet } from '../../../contract/cigarette-browse-schema';
import type { BrowseFilters } from './browse-filters';
import type { BrowseIndex, SortOrder } from './browse-index';
import { COMBINED_FACETS, type ComboIndex } from './combo-index';
import { CountScratch } from './count-scratch';
import type { facetListing } from './facet-listing';
import { PlaceSet, type PlaceMarks } from './place-set';
import { countBrands, tallyRecords, tallyWithin, type FigureCheck } from './tally';

type Listing = Record<BrowseFacet, ReturnType<typeof facetListing>>;

/**
 * A count's answer: how many records pass, the facets, and the passing records' places in the sort
 * order, marked: take them (a page or all) before the next count, which marks over them. `visited`:
 * the records the count walked, those its text matched counted once more (the match's own work).
 */
export interface Counted {
  total: number;
  facets: Browse['facets'];
  marks: PlaceMarks;
  visited: number;
}

/**
 * Applies a call's filters: counts what passes, lists the facets counted under the other filters,
 * and marks the passing records' places in the given sort order. It visits only the records that
 * can count: those within its text or a numeric filter's stretch when it has one (the smallest),
 * else its brands' records or the records of the combinations its other facets allow. `matching`
 * gives the ids a text query matches, each once.
 */
export function createFilterCount(
  index: BrowseIndex,
  combos: ComboIndex,
  listing: Listing,
  matching: (q: string) => ArrayLike<number>,
) {
  const { size, facets } = index;
  const brandHolders = facets.brand.holders;
  const hits = new PlaceSet(size);
  const scratch = new CountScratch(combos, facets, index.sortOrder('name').place, hits.words);
  const { tally, smallCounts } = scratch;
  const { comboFails, brandCounts } = tally;
  let visited = 0;

  /** Counts the records passing the text and numeric filters (at least one): gives how many pass every filter. */
  const tallyStretch = ({ q, bounds }: BrowseFilters): number => {
    const text = q !== undefined ? Int32Array.from(matching(q)) : undefined;
    const stretches = bounds.map(({ filter, low, high }) =>
      ascendingStretch(index.bounds[filter]!, low, high),
    );
    // The smallest of them is walked; the others are checked per record (the walked one needs no check).
    const driver = [text, ...stretches]
      .filter((ids) => ids !== undefined)
      .reduce((a, b) => (b.length < a.length ? b : a));
    visited += (text?.length ?? 0) + driver.length;
    const within: FigureCheck[] = [];
    bounds.forEach(({ filter, low, high }, k) => {
      if (stretches[k] !== driver) within.push({ figure: index.bounds[filter]!.figure, low, high });
    });
    const textChecked = text !== undefined && driver !== text;
    if (textChecked) scratch.markText(text);
    return tallyWithin(tally, driver, within, textChecked ? scratch.inText : undefined);
  };

  /** The count itself, in the scratch's buffers, which it leaves for `count` to reset. */
  const counted = (filters: BrowseFilters, order: SortOrder, marks: PlaceMarks): Counted => {
    const { accepted, chosen } = filters;
    const brands = accepted.brand;
    if (brands) scratch.passBrands(brands);
    const small = COMBINED_FACETS.map((facet) => accepted[facet]);
    const smallFiltered = small.some(Boolean);
    if (smallFiltered) scratch.failCombos(small);
    tally.place = order.place;
    let total = 0;
    // Counts of each combination among the records passing every filter but the small facets'.
    let perCombo = tally.comboCounts;
    let brandsCounted = true;

    if (filters.bounds.length > 0 || filters.q !== undefined) total = tallyStretch(filters);
    else {
      // Counted from the combinations' own sizes unless a brand is chosen.
      if (brands) {
        brands.forEach((yes, b) => {
          if (!yes) return;
          total += tallyRecords(tally, brandHolders[b]!, 0, brandHolders[b]!.length);
          visited += brandHolders[b]!.length;
        });
        brandCounts.fill(0);
      } else perCombo = combos.sizes;
      // The brands of the records the small facets allow (with no small filter: every record).
      if (!smallFiltered) brandsCounted = false;
      else
        for (let c = 0; c < combos.count; c++) {
          if (comboFails[c] !== 0) continue;
          const [from, to] = [combos.start[c]!, combos.start[c + 1]!];
          visited += to - from;
          if (brands) countBrands(tally.brandOf, brandCounts, combos.ids, from, to);
          else total += tallyRecords(tally, combos.ids, from, to);
        }
    }

    // Each small facet counted among the combinations passing every other small facet's filter.
    for (let c = 0; c < combos.count; c++) {
      const n = perCombo[c]!;
      if (n === 0) continue;
      const fails = comboFails[c]!;
      for (let k = 0; k < smallCounts.length; k++) {
        const value = combos.valueOf[k]![c]!;
        if ((fails & ~(1 << k)) === 0 && value >= 0) smallCounts[k]![value]! += n;
      }
    }

    return {
      total,
      facets: {
        brand: listing.brand(brandsCounted ? brandCounts.subarray(1) : undefined, chosen.brand),
        ...(Object.fromEntries(
          COMBINED_FACETS.map((facet, k) => [facet, listing[facet](smallCounts[k], chosen[facet])]),
        ) as Record<(typeof COMBINED_FACETS)[number], Browse['facets']['type']>),
      },
      marks,
      visited,
    };
  };

  return function count(filters: BrowseFilters, order: SortOrder): Counted {
    const marks = hits.mark();
    visited = 0;
    try {
      return counted(filters, order, marks);
    } finally {
      scratch.reset();
    }
  };
}

/** The ids whose figure lies in [low, high]: one stretch of the figure's ascending order (those without it last). */
function ascendingStretch(
  { ascending: ids, figure }: BrowseIndex['bounds'][number],
  low: number,
  high: number,
) {
  const firstAbove = (bound: number, inclusive: boolean) => {
    let [lo, hi] = [0, ids.length];
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      const value = figure[ids[mid]!]!;
      if (!Number.isNaN(value) && (inclusive ? value <= bound : value < bound)) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
  return ids.subarray(low === -Infinity ? 0 : firstAbove(low, false), firstAbove(high, true));
}
