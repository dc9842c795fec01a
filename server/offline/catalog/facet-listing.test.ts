import { describe, expect, it } from 'vitest';
import { FACET_LIMIT } from '../../../contract/cigarette-browse-schema';
import type { CigaretteRecord } from '../../../contract/cigarette-schema';
import { createBrowseIndex } from './browse-index';
import { facetListing } from './facet-listing';

// FACET_LIMIT + 5 brands, brand i with i + 1 products: the five rarest are beyond the listing.
const records: CigaretteRecord[] = Array.from({ length: FACET_LIMIT + 5 }, (_, i) =>
  Array.from({ length: i + 1 }, (_, j) => ({ name: `牌${String(i).padStart(3, '0')}(${j})` })),
).flat();
const list = facetListing(createBrowseIndex(records).facets.brand);

describe("a facet's listing", () => {
  it('lists the most common values, then the chosen ones beyond them in the same order however given', () => {
    const listed = list(undefined, ['牌000', '牌003', '牌001']);
    expect(listed).toHaveLength(FACET_LIMIT + 3);
    expect(listed[0]).toEqual({ value: `牌${FACET_LIMIT + 4}`, count: FACET_LIMIT + 5 });
    expect(listed.slice(FACET_LIMIT)).toEqual([
      { value: '牌003', count: 4 },
      { value: '牌001', count: 2 },
      { value: '牌000', count: 1 },
    ]);
    expect(list(undefined, ['牌001', '牌000', '牌003', '牌001'])).toEqual(listed);
  });
});
