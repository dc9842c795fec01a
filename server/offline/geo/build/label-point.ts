import type { Geometry, Position } from 'geojson';

/** The area-weighted centroid of the largest polygon's outer ring (good enough to place a label). */
export function labelPoint(geometry: Geometry): Position | undefined {
  const polygons =
    geometry.type === 'Polygon'
      ? [geometry.coordinates]
      : geometry.type === 'MultiPolygon'
        ? geometry.coordinates
        : [];
  let best: Position | undefined;
  let bestArea = 0;
  for (const polygon of polygons) {
    const ring = polygon[0] ?? [];
    let area = 0;
    let cx = 0;
    let cy = 0;
    for (let i = 0; i + 1 < ring.length; i++) {
      const [x1, y1] = ring[i] as [number, number];
      const [x2, y2] = ring[i + 1] as [number, number];
      const cross = x1 * y2 - x2 * y1;
      area += cross;
      cx += (x1 + x2) * cross;
      cy += (y1 + y2) * cross;
    }
    if (Math.abs(area) > bestArea) {
      bestArea = Math.abs(area);
      best = [cx / (3 * area), cy / (3 * area)];
    }
  }
  return best;
}
