import gcoord from 'gcoord';
import { signedArea2, type Line } from '../format/rings';

/** OSM is WGS-84; inside China the contract is GCJ-02 (gcoord leaves points outside its China box as they are). */
export function toContract(lng: number, lat: number): [number, number] {
  if (!inChinaBox(lng, lat)) return [lng, lat];
  const [x, y] = gcoord.transform([lng, lat], gcoord.WGS84, gcoord.GCJ02);
  return [x, y];
}

const inChinaBox = (lng: number, lat: number) => !(lng < 72 || lng > 138 || lat < 0.8 || lat > 56);

/**
 * Flat [lng, lat] pairs of 1e-7 degree integers, WGS-84 in, contract datum out, in place. One
 * gcoord call per 16,384 points as a MultiPoint (a call per point costs more in gcoord's argument
 * checks, which format the point as text, than in the conversion), through the same point
 * arrays each time (gcoord writes into them), so millions of nodes leave no garbage behind.
 */
export function toContractInPlace(coords: Int32Array): void {
  const CHUNK = 1 << 14;
  const pool = Array.from({ length: CHUNK }, () => [0, 0] as [number, number]);
  const at = new Int32Array(CHUNK);
  for (let i = 0; i < coords.length;) {
    let n = 0;
    for (; i < coords.length && n < CHUNK; i += 2) {
      const [lng, lat] = [coords[i]! / 1e7, coords[i + 1]! / 1e7];
      if (!inChinaBox(lng, lat)) continue;
      [pool[n]![0], pool[n]![1]] = [lng, lat];
      at[n++] = i;
    }
    if (n === 0) continue;
    const points = n === CHUNK ? pool : pool.slice(0, n);
    gcoord.transform({ type: 'MultiPoint', coordinates: points }, gcoord.WGS84, gcoord.GCJ02);
    for (let k = 0; k < n; k++) {
      coords[at[k]!] = Math.round(pool[k]![0] * 1e7);
      coords[at[k]! + 1] = Math.round(pool[k]![1] * 1e7);
    }
  }
}

/** The ring turned to the wanted winding (outer counter-clockwise, holes clockwise). */
export function wound(ring: Line, outer: boolean): Line {
  if (signedArea2(ring) > 0 === outer) return ring;
  const out: Line = [];
  for (let i = ring.length - 2; i >= 0; i -= 2) out.push(ring[i]!, ring[i + 1]!);
  return out;
}

/** The outer ring with the largest area among polygons given as [outer, ...holes]. */
export function largestOuter(polygons: Line[][]): Line {
  let best = polygons[0]![0]!;
  for (const [outer] of polygons)
    if (Math.abs(signedArea2(outer!)) > Math.abs(signedArea2(best))) best = outer!;
  return best;
}

/** A long line cut into pieces of at most `max` points (sharing end points), so index boxes stay small. */
export function splitLine(line: Line, max = 32): Line[] {
  const points = line.length / 2;
  if (points <= max) return [line];
  const pieces: Line[] = [];
  for (let start = 0; start < points - 1; start += max - 1) {
    const end = Math.min(points, start + max);
    pieces.push(line.slice(start * 2, end * 2));
  }
  return pieces;
}
