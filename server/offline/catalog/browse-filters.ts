import {
  BROWSE_FACETS,
  type BrowseFacet,
  type BrowseParams,
  type BrowseQuery,
} from '../../../contract/cigarette-browse-schema';
import type { CigaretteRecord, cigaretteRecordSchema } from '../../../contract/cigarette-schema';

type Field = keyof typeof cigaretteRecordSchema.shape;

/** A record's fields that hold a number. */
export type NumericField = {
  [K in Field]-?: NonNullable<CigaretteRecord[K]> extends number ? K : never;
}[Field];

type BoundParam = Exclude<
  { [K in keyof BrowseParams]-?: BrowseParams[K] extends number | undefined ? K : never }[keyof BrowseParams],
  'page' | 'page_size'
>;

/**
 * The numeric filters: each bounds a record's figure from below (`min`), above (`max`) or both, and
 * a record without the figure fails it. A new one is a line here (and its parameter in the browse
 * schema): the index, the key, the empty check and the count read this list.
 */
export const NUMERIC_FILTERS: readonly { field: NumericField; min?: BoundParam; max?: BoundParam }[] = [
  { field: 'single_price', min: 'price_min', max: 'price_max' },
  { field: 'tar_content', max: 'tar_max' },
];

/** One numeric filter a call gives: its place in NUMERIC_FILTERS and the figure's range [low, high]. */
export interface Bound {
  filter: number;
  low: number;
  high: number;
}

/** A call's filters (at least one), read once from its query. */
export interface BrowseFilters {
  /** The filters as one key: the same filters in another order or with a value repeated read the same. */
  key: string;
  q: string | undefined;
  bounds: Bound[];
  /** Per facet, 1 for each of its values the call accepts (a value the catalog lacks accepts none); undefined: no filter on it. */
  accepted: Record<BrowseFacet, Uint8Array | undefined>;
  /** Per facet, the values as given (the listing adds those beyond its top values). */
  chosen: Record<BrowseFacet, readonly string[]>;
}

/** The filters of a query as one key: the same filters in another order or with a value repeated read the same. */
export function filterKey(query: BrowseQuery): string {
  const bounds = NUMERIC_FILTERS.map(({ min, max }) => [min && query[min], max && query[max]]);
  const facets = BROWSE_FACETS.map((facet) => [...new Set(query[facet])].sort());
  return JSON.stringify([query.q, bounds, facets]);
}

/** Reads a query's filters against the catalog's facet values: undefined when it has none. */
export function createFilterReader(facets: Record<BrowseFacet, { values: readonly string[] }>) {
  const lookup = Object.fromEntries(
    BROWSE_FACETS.map((facet) => [facet, new Map(facets[facet].values.map((value, i) => [value, i]))]),
  ) as Record<BrowseFacet, Map<string, number>>;

  const acceptedValues = (facet: BrowseFacet, chosen: readonly string[]) => {
    if (chosen.length === 0) return undefined;
    const accepted = new Uint8Array(facets[facet].values.length);
    for (const value of chosen) {
      const at = lookup[facet].get(value);
      if (at !== undefined) accepted[at] = 1;
    }
    return accepted;
  };

  return function readFilters(query: BrowseQuery): BrowseFilters | undefined {
    const bounds: Bound[] = [];
    NUMERIC_FILTERS.forEach(({ min, max }, filter) => {
      const [low, high] = [min && query[min], max && query[max]];
      if (low !== undefined || high !== undefined)
        bounds.push({ filter, low: low ?? -Infinity, high: high ?? Infinity });
    });
    const faceted = BROWSE_FACETS.some((facet) => query[facet].length > 0);
    if (query.q === undefined && bounds.length === 0 && !faceted) return undefined;
    const chosen = {} as Record<BrowseFacet, readonly string[]>;
    const accepted = {} as Record<BrowseFacet, Uint8Array | undefined>;
    for (const facet of BROWSE_FACETS) {
      chosen[facet] = query[facet];
      accepted[facet] = acceptedValues(facet, query[facet]);
    }
    return { key: filterKey(query), q: query.q, bounds, accepted, chosen };
  };
}
