import type { Geometry } from 'geojson';
import { describe, expect, it } from 'vitest';
import { featureLines, packGeometries } from '../data/geometry-set';
import type { RegionRecord } from '../data/records';
import { leafBoundaries } from './leaf-boundaries';

const box = (x0: number, y0: number, x1: number, y1: number): Geometry => ({
  type: 'Polygon',
  coordinates: [
    [
      [x0, y0],
      [x1, y0],
      [x1, y1],
      [x0, y1],
      [x0, y0],
    ],
  ],
});
const leaf = (adcode: string, parents: string[]): RegionRecord => ({
  adcode,
  name: adcode,
  level: 'district',
  center: [0, 0],
  parents,
});

// Four unit squares in a row at 100–104°E, 30–31°N:
// A and B: districts of one city sharing the vertices of their common edge (one DataV file);
// C: another city of the same province, touching B without shared vertices (another file);
// D: a district of another province, touching C.
const records = [
  leaf('A', ['P1', 'C1']),
  leaf('B', ['P1', 'C1']),
  leaf('C', ['P1', 'C2']),
  leaf('D', ['P2', 'C3']),
  leaf('E', ['P3', 'C4']),
];
const geometries: Geometry[] = [
  box(100, 30, 101, 31),
  box(101, 30, 102, 31),
  {
    type: 'Polygon',
    coordinates: [
      [
        [102, 30],
        [103, 30],
        [103, 31],
        [102, 31],
        [102, 30.5], // an extra vertex: not the same edges as B's
        [102, 30],
      ],
    ],
  },
  box(103, 30, 104, 31),
  // E: a leaf whose ring runs out along a spur and back (zero area), as DataV's 顺义区 does.
  {
    type: 'Polygon',
    coordinates: [
      [
        [110, 30],
        [111, 30],
        [111, 30.5],
        [110.5, 30.5],
        [111, 30.5],
        [111, 31],
        [110, 31],
        [110, 30],
      ],
    ],
  },
];
const { kinds, set } = leafBoundaries({ records, set: packGeometries(geometries) });
const linesOf = (kind: string) => featureLines(set, kinds.indexOf(kind as never)).coordinates;
/** How many lines of this kind have the segment a–b (either way round). */
const segments = (kind: string, a: [number, number], b: [number, number]) =>
  linesOf(kind).filter((line) =>
    line.some((p, i) => {
      const q = line[i + 1];
      if (!q) return false;
      const same = (u: number[], v: number[]) => u[0] === v[0] && u[1] === v[1];
      return (same(p, a) && same(q, b)) || (same(p, b) && same(q, a));
    }),
  ).length;
const everywhere = (a: [number, number], b: [number, number]) =>
  kinds.map((kind) => segments(kind, a, b)).reduce((x, y) => x + y, 0);

describe('leafBoundaries', () => {
  it('draws an edge two leaves share once, as a district border when they are in one city', () => {
    expect(segments('district', [101, 30], [101, 31])).toBe(1);
    expect(everywhere([101, 30], [101, 31])).toBe(1);
  });

  it('draws a shared edge between provinces once, as a province border', () => {
    expect(segments('province', [103, 30], [103, 31])).toBe(1);
    expect(everywhere([103, 30], [103, 31])).toBe(1);
  });

  it('classes an unshared edge by the leaf found just beside it', () => {
    expect(segments('city', [102, 30], [102, 31])).toBe(1); // B's side of B | C: another city, same province
    expect(segments('city', [102, 31], [102, 30.5])).toBe(1); // C's side
    expect(segments('province', [100, 31], [100, 30])).toBe(1); // A | nothing (the sea or abroad)
    expect(segments('province', [102, 30], [102, 31])).toBe(0);
  });

  it('leaves out a spur inside a leaf (the leaf on both sides)', () => {
    expect(everywhere([111, 30.5], [110.5, 30.5])).toBe(0);
    expect(segments('province', [111, 30], [111, 30.5])).toBe(1);
  });
});
