import { FACET_LIMIT, type FacetCount } from '../../../contract/cigarette-browse-schema';
import type { FacetIndex } from './browse-index';

/**
 * A facet's values as the answer lists them: most common first (then by name), at most FACET_LIMIT
 * of them, plus any chosen value beyond those. The listing with no filter is worked out once.
 */
export function facetListing(facet: FacetIndex) {
  const whole = listed(facet.allCounts, facet);
  return (counts: Int32Array | undefined, chosen: readonly string[]): FacetCount[] => {
    const top = counts ? listed(counts, facet) : whole;
    const from = counts ?? facet.allCounts;
    if (chosen.length === 0) return top;
    const shown = new Set(top.map(({ value }) => value));
    // In the listing's own order, whatever order they were given in (kept results serve either).
    const beyond = [...new Set(chosen)]
      .map((value) => facet.values.indexOf(value))
      .filter((at) => at >= 0 && from[at]! > 0 && !shown.has(facet.values[at]!));
    return top.concat(listed(from, facet, beyond));
  };
}

/** The values (all those counted, or `present`) most common first, then by name; at most FACET_LIMIT. */
function listed(counts: Int32Array, facet: FacetIndex, present: number[] = counted(counts)): FacetCount[] {
  present.sort((a, b) => counts[b]! - counts[a]! || facet.valueRank[a]! - facet.valueRank[b]!);
  const top: FacetCount[] = [];
  for (let i = 0; i < present.length && i < FACET_LIMIT; i++)
    top.push({ value: facet.values[present[i]!]!, count: counts[present[i]!]! });
  return top;
}

function counted(counts: Int32Array): number[] {
  const present: number[] = [];
  for (let value = 0; value < counts.length; value++) if (counts[value]! > 0) present.push(value);
  return present;
}
