import gcoord from 'gcoord';

/** Six decimals: about 0.1 m, finer than any of these sources. */
const round6 = (value: number) => Math.round(value * 1e6) / 1e6;

/**
 * WGS-84 → GCJ-02 the way the rest of the offline data does it: gcoord shifts points inside
 * its box around China and leaves the rest of the world unchanged.
 */
export function toGcj(lng: number, lat: number): [number, number] {
  const [x, y] = gcoord.transform([lng, lat], gcoord.WGS84, gcoord.GCJ02);
  return [round6(x!), round6(y!)];
}
