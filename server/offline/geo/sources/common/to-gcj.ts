import gcoord from 'gcoord';
import type { Geometry } from 'geojson';

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

/** gcoord's own GeoJSON types are narrower than @types/geojson's; the shapes are the same. */
type GcoordInput = Parameters<typeof gcoord.transform>[0];

/** A whole geometry moved from WGS-84 to GCJ-02 the same way (in place, not rounded). */
export const geometryToGcj = <G extends Geometry>(geometry: G): G =>
  gcoord.transform(geometry as unknown as GcoordInput, gcoord.WGS84, gcoord.GCJ02) as unknown as G;
