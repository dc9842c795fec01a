import { describe, expect, it } from 'vitest';
import { PlaceSet } from './place-set';

describe('a set of places read a page at a time', () => {
  it('gives the marked places in ascending order from any start, across words, and empties itself', () => {
    const set = new PlaceSet(1000);
    const marked = [999, 0, 31, 32, 33, 63, 64, 500, 501, 700];
    const sorted = [...marked].sort((a, b) => a - b);
    for (const [start, length] of [
      [0, 3],
      [2, 4],
      [7, 10],
      [10, 5],
    ] as const) {
      for (const place of marked) set.add(place);
      expect(set.takePage(start, length)).toEqual(sorted.slice(start, start + length));
    }
    expect(set.takePage(0, 10)).toEqual([]);
  });
});
