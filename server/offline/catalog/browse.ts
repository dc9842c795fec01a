import {
  BROWSE_FACETS,
  type Browse,
  type BrowseFacet,
  type BrowseQuery,
  type BrowseSort,
  FACET_LIMIT,
  type FacetCount,
} from '../../../src/api/cigarette-browse-schema';
import { cigaretteBrand } from '../../../src/api/cigarette-brand';
import { pricePerCigarette } from '../../../src/api/cigarette-price';
import type { CigaretteRecord } from '../../../src/api/cigarette-schema';

type Figure = (record: CigaretteRecord) => number | undefined;

/** Each sort: the figure it orders by (none: the name) and its direction. */
const SORTS: Record<BrowseSort, { figure?: Figure; descending?: boolean }> = {
  name: {},
  single_price: { figure: (r) => r.single_price },
  '-single_price': { figure: (r) => r.single_price, descending: true },
  price_per_stick: { figure: pricePerCigarette },
  tar_content: { figure: (r) => r.tar_content },
  overall_score: { figure: (r) => r.overall_score },
  '-overall_score': { figure: (r) => r.overall_score, descending: true },
};

/** The bit of each facet in a record's mask of failed filters; the bit above them is every other filter. */
const FACET_BIT = Object.fromEntries(BROWSE_FACETS.map((facet, i) => [facet, 1 << i])) as Record<
  BrowseFacet,
  number
>;
const OTHER_BIT = 1 << BROWSE_FACETS.length;

const collator = new Intl.Collator('zh-Hans-CN');

/**
 * Browsing over the catalog: filters, facets counted under the other filters, sorting, paging.
 * One pass over the records per call; the names' order is worked out once. `matching` gives
 * the ids a text query matches (the catalog's own name, pinyin and initials matching).
 */
export function createBrowser(records: readonly CigaretteRecord[], matching: (q: string) => number[]) {
  const values: Record<BrowseFacet, (string | undefined)[]> = {
    brand: records.map((r) => cigaretteBrand(r.name)),
    type: records.map((r) => r.type),
    package_type: records.map((r) => r.package_type),
    product_status: records.map((r) => r.product_status),
    sales_channel: records.map((r) => r.sales_channel),
  };
  const nameRank = new Int32Array(records.length);
  records
    .map((_, id) => id)
    .sort((a, b) => collator.compare(records[a]!.name, records[b]!.name) || a - b)
    .forEach((id, rank) => (nameRank[id] = rank));

  return function browse(query: BrowseQuery): Browse {
    const wanted = BROWSE_FACETS.filter((facet) => query[facet].length > 0).map((facet) => ({
      facet,
      bit: FACET_BIT[facet],
      accepted: new Set(query[facet]),
      of: values[facet],
    }));
    const matched = query.q === undefined ? undefined : new Set(matching(query.q));
    const { price_min, price_max, tar_max } = query;
    const counts = Object.fromEntries(
      BROWSE_FACETS.map((facet) => [facet, new Map<string, number>()]),
    ) as Record<BrowseFacet, Map<string, number>>;
    const hits: number[] = [];
    for (let id = 0; id < records.length; id++) {
      const record = records[id]!;
      let failed = 0;
      if (matched && !matched.has(id)) failed |= OTHER_BIT;
      const price = record.single_price;
      if ((price_min !== undefined || price_max !== undefined) && price === undefined) failed |= OTHER_BIT;
      else if (
        price !== undefined &&
        ((price_min !== undefined && price < price_min) || (price_max !== undefined && price > price_max))
      )
        failed |= OTHER_BIT;
      if (tar_max !== undefined && !(record.tar_content !== undefined && record.tar_content <= tar_max))
        failed |= OTHER_BIT;
      if (failed) continue; // a record failing a non-facet filter counts nowhere
      for (const { bit, accepted, of } of wanted) if (!accepted.has(of[id] ?? '')) failed |= bit;
      if (failed === 0) hits.push(id);
      // Counted in a facet when it passes every filter but that facet's own.
      for (const facet of BROWSE_FACETS) {
        if ((failed & ~FACET_BIT[facet]) !== 0) continue;
        const value = values[facet][id];
        if (value !== undefined) counts[facet].set(value, (counts[facet].get(value) ?? 0) + 1);
      }
    }
    sortIds(hits, records, nameRank, query.sort);
    const start = (query.page - 1) * query.page_size;
    const facets = Object.fromEntries(
      BROWSE_FACETS.map((facet) => [facet, listed(counts[facet], query[facet])]),
    );
    return {
      total: hits.length,
      page: query.page,
      page_size: query.page_size,
      items: hits.slice(start, start + query.page_size).map((id) => records[id]!),
      facets: facets as Browse['facets'],
    };
  };
}

/** Sorts ids by the sort's figure, records without it last whichever the direction; ties (and `name`) by name. */
function sortIds(ids: number[], records: readonly CigaretteRecord[], nameRank: Int32Array, sort: BrowseSort) {
  const { figure, descending } = SORTS[sort];
  if (!figure) {
    ids.sort((a, b) => nameRank[a]! - nameRank[b]!);
    return;
  }
  const keys = new Float64Array(records.length);
  for (const id of ids) keys[id] = figure(records[id]!) ?? NaN;
  const sign = descending ? -1 : 1;
  ids.sort((a, b) => {
    const x = keys[a]!;
    const y = keys[b]!;
    const missing = Number(Number.isNaN(x)) - Number(Number.isNaN(y));
    if (missing !== 0) return missing;
    return (Number.isNaN(x) ? 0 : sign * (x - y)) || nameRank[a]! - nameRank[b]!;
  });
}

/** A facet's values, most common first (then by name), at most FACET_LIMIT of them plus any chosen beyond. */
function listed(counts: Map<string, number>, chosen: string[]): FacetCount[] {
  const all = [...counts].map(([value, count]) => ({ value, count }));
  all.sort((a, b) => b.count - a.count || collator.compare(a.value, b.value));
  const top = all.slice(0, FACET_LIMIT);
  const shown = new Set(top.map(({ value }) => value));
  for (const value of new Set(chosen)) {
    const count = counts.get(value);
    if (count && !shown.has(value)) top.push({ value, count });
  }
  return top;
}
