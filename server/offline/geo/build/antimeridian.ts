import type { Geometry, Position } from 'geojson';

/**
 * Natural Earth rings that cross the antimeridian jump from 180 to -180 (Russia's
 * Chukotka, Fiji): fine on a sphere, wrong for a planar point-in-polygon test.
 * Such a polygon is unwrapped into one continuous ring (longitudes past 180) and
 * also emitted shifted by -360, so a point on either side finds it (geojson-vt
 * wraps longitudes past 180 itself, so tiles take `westCopy: false`). A ring that
 * does not come back to where it started (Antarctica, circling the pole) is kept.
 */
export function splitAtAntimeridian(geometry: Geometry, options: { westCopy?: boolean } = {}): Geometry {
  const westCopy = options.westCopy ?? true;
  if (geometry.type !== 'Polygon' && geometry.type !== 'MultiPolygon') return geometry;
  const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
  const out: Position[][][] = [];
  for (const polygon of polygons) {
    const unwrapped = polygon.map(unwrapRing);
    if (unwrapped.every((ring) => ring === undefined)) {
      out.push(polygon);
      continue;
    }
    const rings = unwrapped.map((ring, i) => ring ?? polygon[i]!);
    // Put the outer ring east of -180, then add its copy one world to the west.
    const east = Math.min(...rings[0]!.map(([x]) => x!)) < -180 ? 360 : 0;
    const placed = rings.map((ring) => ring.map(([x, y]) => [x! + east, y!]));
    out.push(placed);
    if (westCopy) out.push(placed.map((ring) => ring.map(([x, y]) => [x! - 360, y!])));
  }
  return { type: 'MultiPolygon', coordinates: out };
}

/** The ring made continuous (eastward past 180), or undefined when it has no jump or does not close. */
function unwrapRing(ring: Position[]): Position[] | undefined {
  let shift = 0;
  let jumped = false;
  const result: Position[] = [];
  for (let i = 0; i < ring.length; i++) {
    const [x, y] = ring[i] as [number, number];
    if (i > 0) {
      const dx = x - (ring[i - 1]![0] as number);
      if (dx < -180) shift += 360;
      else if (dx > 180) shift -= 360;
      if (Math.abs(dx) > 180) jumped = true;
    }
    result.push([x + shift, y]);
  }
  if (!jumped || shift !== 0) return undefined;
  return result;
}
