import type { BrowseFacet, BrowseSort } from '../../../src/contract/cigarette-browse-schema';
import { cigaretteBrand } from '../../../src/contract/cigarette-brand';
import { pricePerCigarette } from '../../../src/contract/cigarette-price';
import type { CigaretteRecord } from '../../../src/contract/cigarette-schema';

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

export const collator = new Intl.Collator('zh-Hans-CN');

/** One facet's values, each record's value as an index into them (-1: none), and who holds each. */
export interface FacetIndex {
  values: string[];
  /** Each value's place in the name order of the values (ties of counts are listed by it). */
  valueRank: Int32Array;
  of: Int32Array;
  /** The ids holding each value, ascending. */
  holders: Int32Array[];
  /** How many records hold each value, with no filter at all. */
  allCounts: Int32Array;
}

/** A sort's order of every id (records lacking the figure last, ties by name) and each id's place in it. */
export interface SortOrder {
  ids: Int32Array;
  place: Int32Array;
}

/**
 * What browsing needs, worked out once when the catalog loads, so that a call costs what its
 * answer holds rather than a sort of the whole catalog: each facet's value of every record and the
 * records of each value, the price and tar as numbers, and each sort's order of every record.
 */
export interface BrowseIndex {
  size: number;
  facets: Record<BrowseFacet, FacetIndex>;
  price: Float64Array;
  tar: Float64Array;
  sortOrder(sort: BrowseSort): SortOrder;
}

function facetIndex(raw: (string | undefined)[]): FacetIndex {
  const ids = new Map<string, number>();
  const of = new Int32Array(raw.length).fill(-1);
  raw.forEach((value, id) => {
    if (value === undefined) return;
    let index = ids.get(value);
    if (index === undefined) ids.set(value, (index = ids.size));
    of[id] = index;
  });
  const values = [...ids.keys()];
  const allCounts = new Int32Array(values.length);
  for (const index of of) if (index >= 0) allCounts[index]!++;
  const holders = values.map((_, index) => new Int32Array(allCounts[index]!));
  const filled = new Int32Array(values.length);
  of.forEach((index, id) => {
    if (index >= 0) holders[index]![filled[index]!++] = id;
  });
  const valueRank = new Int32Array(values.length);
  values
    .map((_, index) => index)
    .sort((a, b) => collator.compare(values[a]!, values[b]!))
    .forEach((index, rank) => (valueRank[index] = rank));
  return { values, valueRank, of, holders, allCounts };
}

export function createBrowseIndex(records: readonly CigaretteRecord[]): BrowseIndex {
  const size = records.length;
  const nameRank = new Int32Array(size);
  const byName = Int32Array.from(records.keys()).sort(
    (a, b) => collator.compare(records[a]!.name, records[b]!.name) || a - b,
  );
  byName.forEach((id, rank) => (nameRank[id] = rank));
  const figures = (figure: Figure) => Float64Array.from(records, (r) => figure(r) ?? NaN);

  const orders = new Map<BrowseSort, SortOrder>();
  const build = (sort: BrowseSort): SortOrder => {
    const { figure, descending } = SORTS[sort];
    let ids = byName;
    if (figure) {
      const keys = figures(figure);
      const sign = descending ? -1 : 1;
      ids = byName.slice().sort((a, b) => {
        const x = keys[a]!;
        const y = keys[b]!;
        const missing = Number(Number.isNaN(x)) - Number(Number.isNaN(y));
        if (missing !== 0) return missing;
        return (Number.isNaN(x) ? 0 : sign * (x - y)) || nameRank[a]! - nameRank[b]!;
      });
    }
    const place = new Int32Array(size);
    ids.forEach((id, at) => (place[id] = at));
    return { ids, place };
  };
  for (const sort of Object.keys(SORTS) as BrowseSort[]) orders.set(sort, build(sort));

  return {
    size,
    facets: {
      brand: facetIndex(records.map((r) => cigaretteBrand(r.name))),
      type: facetIndex(records.map((r) => r.type)),
      package_type: facetIndex(records.map((r) => r.package_type)),
      product_status: facetIndex(records.map((r) => r.product_status)),
      sales_channel: facetIndex(records.map((r) => r.sales_channel)),
    } satisfies Record<BrowseFacet, FacetIndex>,
    price: figures((r) => r.single_price),
    tar: figures((r) => r.tar_content),
    sortOrder: (sort) => orders.get(sort)!,
  };
}
