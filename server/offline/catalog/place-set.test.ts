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
      const marks = set.mark();
      for (const place of marked) set.add(place);
      expect(marks.takePage(start, length)).toEqual(sorted.slice(start, start + length));
    }
    expect(set.mark().takePage(0, 10)).toEqual([]);
  });

  it("gives a turn's places once, and none after a later turn began", () => {
    const set = new PlaceSet(100);
    const first = set.mark();
    set.add(5);
    expect(first.takeAll(1)).toEqual(Int32Array.of(5));
    expect(() => first.takePage(0, 1)).toThrow();
    const second = set.mark();
    set.add(7);
    set.mark();
    expect(() => second.takeAll(1)).toThrow();
  });

  it('drops what a turn left untaken when the next begins', () => {
    const set = new PlaceSet(100);
    set.mark();
    set.add(3);
    const next = set.mark();
    set.add(9);
    expect(next.takeAll(1)).toEqual(Int32Array.of(9));
  });
});
