import { describe, expect, it } from 'vitest';
import { simplifyRing } from '../../shared/simplify';
import { simplifyFlat, tilePart } from './tile-geometry';

describe('tile geometry on flat typed arrays', () => {
  it('simplifies exactly as simplifyRing does, for rings and lines of every size', () => {
    let seed = 7;
    const next = () => ((seed = (seed * 1664525 + 1013904223) >>> 0) / 2 ** 32) * 400;
    for (let count = 1; count < 300; count += 7) {
      const points = Array.from({ length: count }, () => [Math.round(next()), Math.round(next())]);
      const xy = Float64Array.from(points.flat());
      const keep = new Uint8Array(count);
      simplifyFlat(xy, count, 8, keep);
      expect(points.filter((_, i) => keep[i])).toEqual(simplifyRing(points, 8));
    }
  });

  it('clips a ring to the tile and closes it again; a line into its pieces', () => {
    // A square from (-100, -100) to (100, 100) in tile units of a world 4096 wide at x=0, y=0.
    const n = 4096;
    const toLng = (px: number) => Math.round(((px / n) * 360 - 180) * 1e7);
    const toLat = (py: number) =>
      Math.round(((Math.atan(Math.sinh(Math.PI * (1 - (2 * py) / n))) * 180) / Math.PI) * 1e7);
    const square = [-100, -100, 100, -100, 100, 100, -100, 100, -100, -100];
    const coords = Int32Array.from(square, (v, i) => (i % 2 === 0 ? toLng(v + 2048) : toLat(v + 2048)));
    const frame = { n, originX: 2048, originY: 2048 };
    const [ring] = tilePart(coords, [0, 5], frame, 2, 'polygon', [0, 0, 4096, 4096]);
    expect(ring).toEqual([
      [0, 0],
      [100, 0],
      [100, 100],
      [0, 100],
      [0, 0],
    ]);
    const pieces = tilePart(coords, [0, 5], frame, 2, 'line', [0, 0, 4096, 4096]);
    expect(pieces).toEqual([
      [
        [100, 0],
        [100, 100],
        [0, 100],
      ],
    ]); // the first and last sides run outside the tile
  });
});
