import type { MultiPolygon, Position } from 'geojson';

/** Douglas–Peucker on one ring (kept closed); `tolerance` in degrees. */
export function simplifyRing(ring: readonly Position[], tolerance: number): Position[] {
  if (ring.length <= 4) return [...ring];
  const keep = new Uint8Array(ring.length);
  keep[0] = 1;
  keep[ring.length - 1] = 1;
  const stack: Array<[number, number]> = [[0, ring.length - 1]];
  const squared = tolerance * tolerance;
  while (stack.length > 0) {
    const [first, last] = stack.pop()!;
    let farthest = -1;
    let farthestDistance = squared;
    for (let i = first + 1; i < last; i++) {
      const distance = segmentDistanceSquared(ring[i]!, ring[first]!, ring[last]!);
      if (distance > farthestDistance) {
        farthest = i;
        farthestDistance = distance;
      }
    }
    if (farthest > 0) {
      keep[farthest] = 1;
      stack.push([first, farthest], [farthest, last]);
    }
  }
  return ring.filter((_, i) => keep[i] === 1);
}

function segmentDistanceSquared(p: Position, a: Position, b: Position): number {
  let [x, y] = a as [number, number];
  let dx = b[0]! - x;
  let dy = b[1]! - y;
  if (dx !== 0 || dy !== 0) {
    const t = ((p[0]! - x) * dx + (p[1]! - y) * dy) / (dx * dx + dy * dy);
    if (t > 1) [x, y] = b as [number, number];
    else if (t > 0) {
      x += dx * t;
      y += dy * t;
    }
  }
  dx = p[0]! - x;
  dy = p[1]! - y;
  return dx * dx + dy * dy;
}

/**
 * Simplifies a MultiPolygon to about a thousandth of its size (a district keeps
 * ~10 m detail, a province ~1 km). Rings that collapse below a triangle are
 * dropped, except that the largest part always stays.
 */
export function simplifyMultiPolygon(geometry: MultiPolygon, relativeTolerance = 1e-3): MultiPolygon {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const polygon of geometry.coordinates) {
    for (const [x, y] of polygon[0] ?? []) {
      minX = Math.min(minX, x!);
      maxX = Math.max(maxX, x!);
      minY = Math.min(minY, y!);
      maxY = Math.max(maxY, y!);
    }
  }
  const tolerance = Math.hypot(maxX - minX, maxY - minY) * relativeTolerance;
  const parts: Position[][][] = [];
  let largest: Position[][] | undefined;
  for (const polygon of geometry.coordinates) {
    if (!largest || (polygon[0]?.length ?? 0) > (largest[0]?.length ?? 0)) largest = polygon;
    const [outer, ...holes] = polygon.map((ring) => simplifyRing(ring, tolerance));
    if (!outer || outer.length < 4) continue;
    parts.push([outer, ...holes.filter((hole) => hole.length >= 4)]);
  }
  if (parts.length === 0 && largest) parts.push(largest);
  return { type: 'MultiPolygon', coordinates: parts };
}
