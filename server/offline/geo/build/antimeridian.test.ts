import type { MultiPolygon } from 'geojson';
import { describe, expect, it } from 'vitest';
import { splitAtAntimeridian } from './antimeridian';
import { packGeometries } from '../data/geometry-set';
import { PolygonIndex } from '../index/polygon-index';

// A Chukotka-like ring: from 170E over the antimeridian to 170W and back, as Natural Earth writes it.
const crossing: MultiPolygon = {
  type: 'MultiPolygon',
  coordinates: [
    [
      [
        [170, 60],
        [180, 60],
        [-180, 60],
        [-170, 60],
        [-170, 70],
        [-180, 70],
        [180, 70],
        [170, 70],
        [170, 60],
      ],
    ],
  ],
};

describe('splitAtAntimeridian', () => {
  it('lets a planar lookup find points on both sides of 180° and not across the world', () => {
    const raw = new PolygonIndex(packGeometries([crossing]));
    expect(raw.find(0, 65)).toBe(0); // the problem: the jump makes a band around the world

    const fixed = new PolygonIndex(packGeometries([splitAtAntimeridian(crossing)]));
    expect(fixed.find(175, 65)).toBe(0);
    expect(fixed.find(-175, 65)).toBe(0);
    expect(fixed.find(0, 65)).toBe(-1);
    expect(fixed.find(-160, 65)).toBe(-1);
  });

  it('for tiles, gives one continuous ring east of 180° (geojson-vt wraps it)', () => {
    const tiles = splitAtAntimeridian(crossing, { westCopy: false }) as MultiPolygon;
    expect(tiles.coordinates).toHaveLength(1);
    const xs = tiles.coordinates[0]![0]!.map(([x]) => x!);
    expect(Math.min(...xs)).toBe(170);
    expect(Math.max(...xs)).toBe(190);
  });

  it('leaves a polygon that does not cross alone', () => {
    const plain: MultiPolygon = {
      type: 'MultiPolygon',
      coordinates: [
        [
          [
            [0, 0],
            [1, 0],
            [1, 1],
            [0, 0],
          ],
        ],
      ],
    };
    expect(splitAtAntimeridian(plain)).toEqual(plain);
  });
});
