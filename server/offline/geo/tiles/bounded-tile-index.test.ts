import type { FeatureCollection } from 'geojson';
import { describe, expect, it } from 'vitest';
import { BoundedTileIndex } from './bounded-tile-index';

// A square ring of lines around 100–110°E, 20–30°N: tiles along it have something to cut.
const square: FeatureCollection = {
  type: 'FeatureCollection',
  features: [
    {
      type: 'Feature',
      properties: { name: 'square' },
      geometry: {
        type: 'LineString',
        coordinates: [
          [100, 20],
          [110, 20],
          [110, 30],
          [100, 30],
          [100, 20],
        ],
      },
    },
  ],
};
const options = { maxZoom: 10, indexMaxZoom: 2, indexMaxPoints: 0 };
const tileAt = (lng: number, lat: number, z: number): [number, number, number] => {
  const n = 2 ** z;
  const rad = (lat * Math.PI) / 180;
  return [
    z,
    Math.floor(((lng + 180) / 360) * n),
    Math.floor(((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * n),
  ];
};

describe('BoundedTileIndex', () => {
  it('starts again once too many tiles were cut, and still cuts the same tiles afterwards', () => {
    const bounded = new BoundedTileIndex(square, options, 5);
    const plain = new BoundedTileIndex(square, options, Infinity);
    const wanted = Array.from({ length: 40 }, (_, i) => tileAt(100 + i * 0.25, 20, 6 + (i % 5)));
    for (const [z, x, y] of [...wanted, ...wanted]) {
      expect(bounded.getTile(z, x, y)).toEqual(plain.getTile(z, x, y));
    }
    expect(bounded.resets).toBeGreaterThan(0);
    expect(plain.resets).toBe(0);
  });
});
