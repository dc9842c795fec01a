import type { BrowseFacet } from '../../../contract/cigarette-browse-schema';
import type { FacetIndex } from './browse-index';

/** The facets with a few values each (all but brand), whose values are packed into one combination per record. */
export const COMBINED_FACETS = ['type', 'package_type', 'product_status', 'sales_channel'] as const;

/**
 * The combinations of the small facets' values that occur in the catalog (a few hundred in a real
 * one), each record's combination and the records of each. A filter on the small facets then
 * decides per combination, not per record, and the small facets' counts come from one count per
 * combination: a call touches only the records its answer needs.
 */
export interface ComboIndex {
  count: number;
  /** Per facet of COMBINED_FACETS: each combination's value (an index into the facet's values, -1: none). */
  valueOf: Int32Array[];
  /** Each record's combination. */
  of: Int32Array;
  /** The records of combination c are ids[start[c]] … ids[start[c + 1] - 1], ascending. */
  ids: Int32Array;
  start: Int32Array;
  /** How many records hold each combination (the counts with no filter). */
  sizes: Int32Array;
}

export function createComboIndex(facets: Record<BrowseFacet, FacetIndex>, size: number): ComboIndex {
  const of = new Int32Array(size);
  const codes = new Map<number, number>();
  const firstHolder: number[] = [];
  for (let id = 0; id < size; id++) {
    let code = 0;
    for (const facet of COMBINED_FACETS)
      code = code * (facets[facet].values.length + 1) + facets[facet].of[id]! + 1;
    let combo = codes.get(code);
    if (combo === undefined) {
      codes.set(code, (combo = codes.size));
      firstHolder.push(id);
    }
    of[id] = combo;
  }
  const count = codes.size;
  const valueOf = COMBINED_FACETS.map((facet) => Int32Array.from(firstHolder, (id) => facets[facet].of[id]!));
  const sizes = new Int32Array(count);
  for (let id = 0; id < size; id++) sizes[of[id]!]!++;
  const start = new Int32Array(count + 1);
  for (let c = 0; c < count; c++) start[c + 1] = start[c]! + sizes[c]!;
  const ids = new Int32Array(size);
  const filled = start.slice(0, count);
  for (let id = 0; id < size; id++) ids[filled[of[id]!]!++] = id;
  return { count, valueOf, of, ids, start, sizes };
}
