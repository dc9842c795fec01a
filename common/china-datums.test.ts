import gcoord from 'gcoord';
import { describe, expect, it } from 'vitest';
import { bd09ToGcj02, gcj02ToBd09, wgs84ToGcj02 } from './china-datums';

// A grid over and around gcoord's box of China, and its edges.
const points: [number, number][] = [];
for (let lng = 70; lng <= 140; lng += 1.37)
  for (let lat = -2; lat <= 58; lat += 1.11) points.push([lng, lat]);
points.push(
  [72.004, 0.8293],
  [137.8347, 55.8271],
  [72.0039, 30],
  [116.403963, 39.915119],
  [-0.1276, 51.5072],
);

describe('the GCJ-02 and BD-09 formulas', () => {
  it.each([
    ['WGS-84 → GCJ-02', wgs84ToGcj02, gcoord.WGS84, gcoord.GCJ02],
    ['GCJ-02 → BD-09', gcj02ToBd09, gcoord.GCJ02, gcoord.BD09],
    ['BD-09 → GCJ-02', bd09ToGcj02, gcoord.BD09, gcoord.GCJ02],
  ] as const)('%s gives the very doubles gcoord gives', (_name, convert, from, to) => {
    for (const [lng, lat] of points)
      expect(convert(lng, lat)).toEqual(gcoord.transform([lng, lat], from, to));
  });

  it('refuses a coordinate that is not a number, as gcoord does', () => {
    expect(() => wgs84ToGcj02(Number.NaN, 39)).toThrow(/Invalid coordinate/);
    expect(() => gcoord.transform([Number.NaN, 39], gcoord.WGS84, gcoord.GCJ02)).toThrow();
  });
});
