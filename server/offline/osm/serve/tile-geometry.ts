import { clipPolygon, clipPolyline, type Point } from 'lineclip';

/**
 * Douglas–Peucker over flat [x, y, x, y, …] (the first `count` points), marking the points kept
 * in `keep`: the same rule as server/offline/shared/simplify.ts, without an array per point (a tile has tens
 * of thousands of vertices, and their garbage cost more than the cutting).
 */
export function simplifyFlat(xy: Float64Array, count: number, tolerance: number, keep: Uint8Array): void {
  keep.fill(0, 0, count);
  if (count <= 4) {
    keep.fill(1, 0, count);
    return;
  }
  keep[0] = 1;
  keep[count - 1] = 1;
  const squared = tolerance * tolerance;
  const stack = [0, count - 1];
  while (stack.length > 0) {
    const last = stack.pop()!;
    const first = stack.pop()!;
    let farthest = -1;
    let farthestDistance = squared;
    for (let i = first + 1; i < last; i++) {
      const distance = segmentDistanceSquared(xy, i, first, last);
      if (distance > farthestDistance) {
        farthest = i;
        farthestDistance = distance;
      }
    }
    if (farthest > 0) {
      keep[farthest] = 1;
      stack.push(first, farthest, farthest, last);
    }
  }
}

function segmentDistanceSquared(xy: Float64Array, p: number, a: number, b: number): number {
  let x = xy[a * 2]!;
  let y = xy[a * 2 + 1]!;
  let dx = xy[b * 2]! - x;
  let dy = xy[b * 2 + 1]! - y;
  const [px, py] = [xy[p * 2]!, xy[p * 2 + 1]!];
  if (dx !== 0 || dy !== 0) {
    const t = ((px - x) * dx + (py - y) * dy) / (dx * dx + dy * dy);
    if (t > 1) [x, y] = [xy[b * 2]!, xy[b * 2 + 1]!];
    else if (t > 0) {
      x += dx * t;
      y += dy * t;
    }
  }
  dx = px - x;
  dy = py - y;
  return dx * dx + dy * dy;
}

/** Scratch arrays reused across features (tiles are cut one at a time). */
let xy = new Float64Array(1 << 14);
let keep = new Uint8Array(1 << 13);

/** Web Mercator x and y of a 1e-7 degree coordinate, in units of a world `n` wide. */
export function tileX(lng: number, n: number): number {
  return ((lng / 1e7 + 180) / 360) * n;
}

export function tileY(lat: number, n: number): number {
  const sin = Math.sin((lat / 1e7) * (Math.PI / 180));
  return (0.5 - (0.25 * Math.log((1 + sin) / (1 - sin))) / Math.PI) * n;
}

/** Where a tile sits: the world's width `n` in tile units and the tile's origin in it. */
export interface TileFrame {
  n: number;
  originX: number;
  originY: number;
}

/**
 * Points [from, to) of flat 1e-7 degree coords (one line or ring) in tile units, simplified, then
 * clipped to `clip`: the pieces of a line, or the ring closed again; empty when nothing is left.
 */
export function tilePart(
  coords: Int32Array,
  [from, to]: [number, number],
  { n, originX, originY }: TileFrame,
  tolerance: number,
  kind: 'line' | 'polygon',
  clip: [number, number, number, number],
): Point[][] {
  const count = to - from;
  if (count > keep.length) [xy, keep] = [new Float64Array(count * 4), new Uint8Array(count * 2)];
  for (let i = 0; i < count; i++) {
    xy[i * 2] = Math.round(tileX(coords[(from + i) * 2]!, n) - originX);
    xy[i * 2 + 1] = Math.round(tileY(coords[(from + i) * 2 + 1]!, n) - originY);
  }
  simplifyFlat(xy, count, tolerance, keep);
  const points: Point[] = [];
  for (let i = 0; i < count; i++) if (keep[i]) points.push([xy[i * 2]!, xy[i * 2 + 1]!]);
  if (kind === 'line') return clipPolyline(points, clip).filter((line) => line.length > 1);
  const ring = clipPolygon(points, clip);
  if (ring.length < 3) return [];
  if (ring[0]![0] !== ring.at(-1)![0] || ring[0]![1] !== ring.at(-1)![1]) ring.push(ring[0]!);
  return [ring];
}
