import { describe, expect, it } from 'vitest';
import { PointIndex } from './point-index';

/** A 100 × 100 grid of points 0.1° apart (about 11 km) from 100°E, 20°N; every tenth column is "kept". */
function grid() {
  const items = [];
  for (let x = 0; x < 100; x++) {
    for (let y = 0; y < 100; y++) items.push({ lng: 100 + x / 10, lat: 20 + y / 10, kept: x % 10 === 0 });
  }
  return items;
}

describe('PointIndex.around with a predicate', () => {
  it('finds the nearest kept point within the radius, nearest first', () => {
    const index = new PointIndex(grid());
    const found = index.around(100.93, 25.0, 2, 60_000, (item) => item.kept);
    expect(found.map((near) => near.item.lng)).toEqual([101, 101]);
    expect(found[0]!.distance).toBeLessThan(found[1]!.distance);
    expect(found.every((near) => near.distance <= 60_000)).toBe(true);
  });

  it('answers nothing when no kept point is within the radius', () => {
    const index = new PointIndex(grid());
    expect(index.around(100.25, 25.0, 1, 10_000, (item) => item.kept)).toEqual([]);
  });

  it('asks the predicate about points near the query only, not the whole index', () => {
    const index = new PointIndex(grid());
    let asked = 0;
    index.around(105.0, 25.0, 1, 10_000, () => {
      asked++;
      return false;
    });
    // About 9 grid points lie within 10 km; the search may look a little past them, never at all 10,000.
    expect(asked).toBeGreaterThan(0);
    expect(asked).toBeLessThan(200);
  });
});
