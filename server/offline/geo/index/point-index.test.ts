import { describe, expect, it } from 'vitest';
import { haversineMetres } from '../../shared/great-circle';
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

describe('PointIndex.around beside a scan of every point', () => {
  /** A fixed pseudo-random sequence, so a failure can be replayed. */
  function random(seed: number) {
    let state = seed >>> 0;
    return () => (state = (state * 1664525 + 1013904223) >>> 0) / 2 ** 32;
  }

  it('agrees worldwide, across the antimeridian and near the poles', () => {
    const next = random(5);
    // Half spread over the globe, half crowded near the antimeridian and the poles.
    const items = Array.from({ length: 4000 }, (_, i) =>
      i % 2 === 0
        ? { lng: next() * 360 - 180, lat: next() * 180 - 90, even: i % 4 === 0 }
        : {
            lng: (next() < 0.5 ? 178 : -180) + next() * 2,
            lat: next() < 0.5 ? 88 + next() * 2 : next() * 140 - 70,
            even: i % 4 === 1,
          },
    );
    const index = new PointIndex(items);
    for (let q = 0; q < 300; q++) {
      const lng = q % 3 === 0 ? 179.5 + next() : next() * 360 - 180;
      const lat = q % 5 === 0 ? 87 + next() * 3 : next() * 170 - 85;
      const radius = [1_000, 50_000, 200_000, 600_000][q % 4]!;
      const keep = q % 2 === 0 ? undefined : (item: (typeof items)[number]) => item.even;
      const wrapped = lng > 180 ? lng - 360 : lng;
      const expected = items
        .filter((item) => !keep || keep(item))
        .map((item) => haversineMetres(wrapped, lat, item.lng, item.lat))
        .filter((distance) => distance <= radius)
        .sort((a, b) => a - b)
        .slice(0, 5);
      expect(index.around(wrapped, lat, 5, radius, keep).map((near) => near.distance)).toEqual(expected);
      // nearest: the same record around() puts first (ties included), without the list.
      expect(index.nearest(wrapped, lat, radius, keep)).toEqual(
        index.around(wrapped, lat, 1, radius, keep)[0],
      );
    }
  });

  it('nearest picks what around() puts first when points tie', () => {
    // Four points at the same distance from the query, in a ring, then one on top of another.
    const items = [
      { lng: 100.01, lat: 30 },
      { lng: 99.99, lat: 30 },
      { lng: 100, lat: 30.01 },
      { lng: 100, lat: 29.99 },
      { lng: 100.5, lat: 30.5 },
      { lng: 100.5, lat: 30.5 },
    ];
    const index = new PointIndex(items);
    for (const [lng, lat] of [
      [100, 30],
      [100.5, 30.5],
      [100.2, 30.2],
    ] as const) {
      const first = index.around(lng, lat, 1, 100_000)[0];
      expect(first).toBeDefined();
      expect(index.nearest(lng, lat, 100_000)?.item).toBe(first!.item);
      expect(index.nearest(lng, lat, 100_000)?.distance).toBe(first!.distance);
    }
    expect(index.nearest(120, 30, 1_000)).toBeUndefined();
  });
});
