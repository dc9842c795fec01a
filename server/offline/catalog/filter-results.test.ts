import { describe, expect, it } from 'vitest';
import { type FilterResult, FilterResults } from './filter-results';

const result = (): FilterResult => ({
  total: 0,
  facets: { brand: [], type: [], package_type: [], product_status: [], sales_channel: [] },
  places: new Map(),
});

describe("the filters' kept results", () => {
  it('drop the least recently used first once they hold more places than allowed', () => {
    const kept = new FilterResults(10);
    const [a, b, c] = [result(), result(), result()];
    kept.keep('a', a, ['name', new Int32Array(4)]);
    kept.keep('b', b, ['name', new Int32Array(4)]);
    expect(kept.get('a')).toBe(a); // now b is the least recently used
    kept.keep('c', c, ['name', new Int32Array(4)]);
    expect(kept.get('b')).toBeUndefined();
    expect(kept.get('a')).toBe(a);
    // A second sort's places count too: c (4 + 4) and a (4) are over 10, so the older, c, goes.
    kept.keep('a', a, ['single_price', new Int32Array(4)]);
    expect(kept.get('c')).toBeUndefined();
    expect(kept.get('a')?.places.size).toBe(2);
  });

  it('keep at most a thousand results, places or not', () => {
    const kept = new FilterResults(10);
    for (let i = 0; i <= 1000; i++) kept.keep(String(i), result());
    expect(kept.get('0')).toBeUndefined();
    expect(kept.get('1')).toBeDefined();
  });

  it('keep nothing with no room, not even the latest', () => {
    const kept = new FilterResults(0);
    kept.keep('a', result(), ['name', new Int32Array(1)]);
    kept.keep('b', result());
    expect(kept.get('a')).toBeUndefined();
    expect(kept.get('b')).toBeUndefined();
  });
});
