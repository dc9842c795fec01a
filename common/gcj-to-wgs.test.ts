import gcoord from 'gcoord';
import { describe, expect, it } from 'vitest';
import { gcj02ToWgs84 } from './gcj-to-wgs';

describe('gcj02ToWgs84', () => {
  it("agrees with gcoord's own inverse inside China and leaves points outside its box as they are", () => {
    for (const [lng, lat] of [
      [116.403963, 39.915119],
      [121.4737, 31.2304],
      [87.6168, 43.8256],
      [-0.1276, 51.5072],
    ] as const) {
      expect(gcj02ToWgs84(lng, lat)).toEqual(gcoord.transform([lng, lat], gcoord.GCJ02, gcoord.WGS84));
    }
  });

  it("answers next to the edge of gcoord's box, where gcoord's inverse never returns", () => {
    const [lng, lat] = gcj02ToWgs84(72.006503, 32.432211);
    // Within the GCJ-02 shift of the point (well under 0.01°).
    expect(Math.abs(lng - 72.006503)).toBeLessThan(0.01);
    expect(Math.abs(lat - 32.432211)).toBeLessThan(0.01);
  });
});
