import type { BrowseFacet, BrowseSort } from '../../../contract/cigarette-browse-schema';
import { cigaretteBrand } from '../../../common/cigarette-brand';
import { pricePerCigarette } from '../../../common/cigarette-price';
import type { CigaretteRecord } from '../../../contract/cigarette-schema';
import { NUMERIC_FILTERS, type NumericField } from './browse-filters';

type Figure = (record: CigaretteRecord) => number | undefined;

/**
 * Each sort: the figure it orders by (none: the name), a record's field or worked out from it, and
 * its direction. A field's ascending order is shared with the numeric filters on it.
 */
const SORTS: Record<BrowseSort, { figure?: NumericField | Figure; descending?: boolean }> = {
  name: {},
  single_price: { figure: 'single_price' },
  '-single_price': { figure: 'single_price', descending: true },
  price_per_stick: { figure: pricePerCigarette },
  tar_content: { figure: 'tar_content' },
  overall_score: { figure: 'overall_score' },
  '-overall_score': { figure: 'overall_score', descending: true },
};

/** Names in natural order (批9, 批10, 批100): numbers by their value, as people read them. */
export const collator = new Intl.Collator('zh-Hans-CN', { numeric: true });

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

/** A numeric filter's figure of every record (NaN: none) and the ids in its ascending order (those without it last). */
export interface BoundIndex {
  figure: Float64Array;
  ascending: Int32Array;
}

/**
 * What browsing needs, worked out once when the catalog loads, so that a call costs what its
 * answer holds rather than a sort of the whole catalog: each facet's value of every record and the
 * records of each value, each numeric filter's figure and order, and each sort's order of every record.
 */
export interface BrowseIndex {
  size: number;
  facets: Record<BrowseFacet, FacetIndex>;
  /** Per entry of NUMERIC_FILTERS. */
  bounds: BoundIndex[];
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
  const figures = (figure: NumericField | Figure) => {
    const of = typeof figure === 'function' ? figure : (r: CigaretteRecord) => r[figure];
    return Float64Array.from(records, (r) => of(r) ?? NaN);
  };

  const orderBy = (keys: Float64Array, descending = false): SortOrder => {
    const sign = descending ? -1 : 1;
    const ids = byName.slice().sort((a, b) => {
      const x = keys[a]!;
      const y = keys[b]!;
      const missing = Number(Number.isNaN(x)) - Number(Number.isNaN(y));
      if (missing !== 0) return missing;
      return (Number.isNaN(x) ? 0 : sign * (x - y)) || nameRank[a]! - nameRank[b]!;
    });
    const place = new Int32Array(size);
    ids.forEach((id, at) => (place[id] = at));
    return { ids, place };
  };
  const fields = new Map<NumericField, { figure: Float64Array; ascending: SortOrder }>();
  const byField = (field: NumericField) => {
    let known = fields.get(field);
    if (!known) {
      const figure = figures(field);
      fields.set(field, (known = { figure, ascending: orderBy(figure) }));
    }
    return known;
  };
  const build = (sort: BrowseSort): SortOrder => {
    const { figure, descending } = SORTS[sort];
    if (!figure) {
      const place = new Int32Array(size);
      byName.forEach((id, at) => (place[id] = at));
      return { ids: byName, place };
    }
    if (typeof figure === 'string' && !descending) return byField(figure).ascending;
    return orderBy(figures(figure), descending);
  };
  const orders = new Map<BrowseSort, SortOrder>();
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
    bounds: NUMERIC_FILTERS.map(({ field }) => {
      const { figure, ascending } = byField(field);
      return { figure, ascending: ascending.ids };
    }),
    sortOrder: (sort) => orders.get(sort)!,
  };
}
