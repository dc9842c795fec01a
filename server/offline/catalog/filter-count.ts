import type { Browse, BrowseFacet, BrowseQuery } from '../../../src/contract/cigarette-browse-schema';
import type { BrowseIndex, SortOrder } from './browse-index';
import { COMBINED_FACETS, type ComboIndex } from './combo-index';
import type { facetListing } from './facet-listing';
import type { PlaceSet } from './place-set';
import { countBrands, tallyRecords, tallyWithin, type Tally } from './tally';

type Listing = Record<BrowseFacet, ReturnType<typeof facetListing>>;

/**
 * Applies a call's filters (at least one): counts what passes, lists the facets counted under the
 * other filters, and marks the passing records' places in the given sort order into `hits`. It
 * visits only the records that can count: those within its text, price or tar filter when it has
 * one, else its brands' records or the records of the combinations its other facets allow.
 * `matching` gives the ids a text query matches, each once.
 */
export function createFilterCount(
  index: BrowseIndex,
  combos: ComboIndex,
  listing: Listing,
  hits: PlaceSet,
  matching: (q: string) => number[],
) {
  const { size, facets, price, tar } = index;
  const brandHolders = facets.brand.holders;
  const lookup = Object.fromEntries(
    Object.entries(facets).map(([facet, { values }]) => [
      facet,
      new Map(values.map((value, i) => [value, i])),
    ]),
  ) as Record<BrowseFacet, Map<string, number>>;
  // Reused by every call (calls are synchronous) and left cleared; brands indexed from 1 (tally.ts).
  const tally: Tally = {
    comboOf: combos.of,
    brandOf: facets.brand.of,
    place: index.sortOrder('name').place,
    comboFails: new Int32Array(combos.count),
    brandPasses: new Uint8Array(facets.brand.values.length + 1).fill(1),
    comboCounts: new Int32Array(combos.count),
    brandCounts: new Int32Array(facets.brand.values.length + 1),
    hitWords: hits.words,
    scratch: new Int32Array(size),
  };
  const { comboFails, comboCounts, brandCounts, brandPasses } = tally;
  const smallCounts = COMBINED_FACETS.map((facet) => new Int32Array(facets[facet].values.length));
  const inText = new Uint8Array(size);

  /** 1 for each of a facet's values the call accepts; undefined: no filter on it. */
  const acceptedValues = (facet: BrowseFacet, chosen: string[]) => {
    if (chosen.length === 0) return undefined;
    const accepted = new Uint8Array(facets[facet].values.length);
    for (const value of chosen) {
      const at = lookup[facet].get(value);
      if (at !== undefined) accepted[at] = 1;
    }
    return accepted;
  };

  return function count(query: BrowseQuery, order: SortOrder): { total: number; facets: Browse['facets'] } {
    const brands = acceptedValues('brand', query.brand);
    if (brands) brandPasses.set([0, ...brands]);
    const small = COMBINED_FACETS.map((facet) => acceptedValues(facet, query[facet]));
    const smallFiltered = small.some(Boolean);
    // Which of the small facets' filters each combination fails, one bit per facet.
    if (smallFiltered)
      for (let c = 0; c < combos.count; c++) {
        let fails = 0;
        for (let k = 0; k < small.length; k++) {
          const accepted = small[k];
          if (accepted && !accepted[combos.valueOf[k]![c]!]) fails |= 1 << k;
        }
        comboFails[c] = fails;
      }

    tally.place = order.place;
    const { price_min, price_max, tar_max, q } = query;
    const priced = price_min !== undefined || price_max !== undefined;
    const [low, high] = [price_min ?? -Infinity, price_max ?? Infinity];
    let total = 0;
    // Counts of each combination among the records passing every filter but the small facets'.
    let perCombo = comboCounts;
    let brandsCounted = true;

    if (priced || tar_max !== undefined || q !== undefined) {
      const text = q !== undefined ? Int32Array.from(matching(q)) : undefined;
      const priceStretch = priced
        ? ascendingStretch(index.sortOrder('single_price'), price, low, high)
        : undefined;
      const tarStretch =
        tar_max !== undefined
          ? ascendingStretch(index.sortOrder('tar_content'), tar, -Infinity, tar_max)
          : undefined;
      // The smallest of them is walked; the others are checked per record (the walked one needs no check).
      const driver = [text, priceStretch, tarStretch]
        .filter((ids) => ids !== undefined)
        .reduce((a, b) => (b.length < a.length ? b : a));
      const textChecked = text !== undefined && driver !== text;
      if (textChecked) for (const id of text) inText[id] = 1;
      total = tallyWithin(tally, driver, {
        priced: priced && driver !== priceStretch,
        low,
        high,
        tarMax: tar_max === undefined || driver === tarStretch ? NaN : tar_max,
        price,
        tar,
        inText: textChecked ? inText : undefined,
      });
      if (textChecked) for (const id of text) inText[id] = 0;
    } else {
      // Counted from the combinations' own sizes unless a brand is chosen.
      if (brands) {
        brands.forEach((yes, b) => {
          if (yes) total += tallyRecords(tally, brandHolders[b]!, 0, brandHolders[b]!.length);
        });
        brandCounts.fill(0);
      } else perCombo = combos.sizes;
      // The brands of the records the small facets allow (with no small filter: every record).
      if (!smallFiltered) brandsCounted = false;
      else
        for (let c = 0; c < combos.count; c++) {
          if (comboFails[c] !== 0) continue;
          const [from, to] = [combos.start[c]!, combos.start[c + 1]!];
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

    const listed = {
      total,
      facets: {
        brand: listing.brand(brandsCounted ? brandCounts.subarray(1) : undefined, query.brand),
        ...(Object.fromEntries(
          COMBINED_FACETS.map((facet, k) => [facet, listing[facet](smallCounts[k], query[facet])]),
        ) as Record<(typeof COMBINED_FACETS)[number], Browse['facets']['type']>),
      },
    };
    comboCounts.fill(0);
    brandCounts.fill(0);
    if (brands) brandPasses.fill(1);
    if (smallFiltered) comboFails.fill(0);
    for (const counts of smallCounts) counts.fill(0);
    return listed;
  };
}

/** The ids whose figure lies in [low, high]: one stretch of the figure's ascending order (those without it last). */
function ascendingStretch({ ids }: SortOrder, figure: Float64Array, low: number, high: number) {
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
