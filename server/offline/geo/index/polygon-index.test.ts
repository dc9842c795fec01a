import type { Geometry } from 'geojson';
import { describe, expect, it } from 'vitest';
import { packGeometries } from '../data/geometry-set';
import { PolygonIndex } from './polygon-index';

const square = (x0: number, y0: number, size: number) => [
  [x0, y0],
  [x0 + size, y0],
  [x0 + size, y0 + size],
  [x0, y0 + size],
  [x0, y0],
];

// 0: a square with a square hole; 1: two separate squares (one feature); 2: a triangle whose ring is not closed.
const geometries: Geometry[] = [
  { type: 'Polygon', coordinates: [square(0, 0, 10), square(4, 4, 2)] },
  { type: 'MultiPolygon', coordinates: [[square(20, 0, 2)], [square(30, 0, 2)]] },
  {
    type: 'Polygon',
    coordinates: [
      [
        [40, 0],
        [50, 0],
        [45, 10],
      ],
    ],
  },
];
const index = new PolygonIndex(packGeometries(geometries));

describe('PolygonIndex', () => {
  it.each([
    [1, 1, 0],
    [9.9, 9.9, 0],
    [5, 5, -1], // in the hole
    [4.5, 1, 0],
    [21, 1, 1],
    [31, 1, 1], // the feature's second part
    [25, 1, -1], // between the parts
    [45, 5, 2], // the unclosed ring is closed
    [41, 9, -1],
    [-1, 5, -1],
  ])('(%d, %d) is in feature %d', (x, y, feature) => {
    expect(index.find(x, y)).toBe(feature);
  });

  it('answers one of the features containing a point where polygons overlap', () => {
    const overlapping = new PolygonIndex(
      packGeometries([
        { type: 'Polygon', coordinates: [square(0, 0, 10)] },
        { type: 'Polygon', coordinates: [square(5, 5, 10)] },
      ]),
    );
    expect([0, 1]).toContain(overlapping.find(7, 7));
    expect(overlapping.find(1, 1)).toBe(0);
    expect(overlapping.find(14, 14)).toBe(1);
  });

  it('agrees with a plain ray test on a ring with many edges', () => {
    // A 360-point star: many edges per band.
    const ring = Array.from({ length: 360 }, (_, i) => {
      const r = i % 2 === 0 ? 10 : 6;
      const a = (i * Math.PI) / 180;
      return [r * Math.cos(a), r * Math.sin(a)];
    });
    ring.push(ring[0]!);
    const star = new PolygonIndex(packGeometries([{ type: 'Polygon', coordinates: [ring] }]));
    const plain = (x: number, y: number) => {
      let inside = false;
      for (let i = 0, j = ring.length - 2; i < ring.length - 1; j = i++) {
        const [xi, yi] = ring[i] as [number, number];
        const [xj, yj] = ring[j] as [number, number];
        if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
      }
      return inside;
    };
    for (let k = 0; k < 2000; k++) {
      const x = Math.sin(k * 12.9898) * 11;
      const y = Math.cos(k * 78.233) * 11;
      expect(star.find(x, y) === 0).toBe(plain(x, y));
    }
  });
});
