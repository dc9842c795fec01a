/**
 * Ring geometry both the import and the answers use, over flat lines and rings; a reader tells
 * inside from outside even-odd over all of a feature's rings.
 */

/** Flat [lng, lat, lng, lat, …] in degrees (contract datum). */
export type Line = number[];

/** Twice the signed area of a flat ring (positive when counter-clockwise in lng/lat). */
export function signedArea2(ring: Line): number {
  let sum = 0;
  for (let i = 0, j = ring.length - 2; i < ring.length; j = i, i += 2) {
    sum += (ring[j]! - ring[i]!) * (ring[i + 1]! + ring[j + 1]!);
  }
  return sum;
}

/** The area centroid of a ring (its vertex mean when degenerate). */
export function ringCentroid(ring: Line): [number, number] {
  let a = 0;
  let cx = 0;
  let cy = 0;
  const x0 = ring[0]!;
  const y0 = ring[1]!;
  for (let i = 0, j = ring.length - 2; i < ring.length; j = i, i += 2) {
    const xi = ring[i]! - x0;
    const yi = ring[i + 1]! - y0;
    const xj = ring[j]! - x0;
    const yj = ring[j + 1]! - y0;
    const f = xj * yi - xi * yj;
    a += f;
    cx += (xi + xj) * f;
    cy += (yi + yj) * f;
  }
  if (Math.abs(a) < 1e-18) {
    let sx = 0;
    let sy = 0;
    for (let i = 0; i < ring.length; i += 2) {
      sx += ring[i]!;
      sy += ring[i + 1]!;
    }
    return [sx / (ring.length / 2), sy / (ring.length / 2)];
  }
  return [x0 + cx / (3 * a), y0 + cy / (3 * a)];
}

/** Even-odd point-in-polygon over all rings of one feature (holes subtract). */
export function ringsContain(
  coords: Int32Array,
  parts: Array<[number, number]>,
  lng: number,
  lat: number,
): boolean {
  const x = lng * 1e7;
  const y = lat * 1e7;
  let inside = false;
  for (const [from, to] of parts) {
    for (let i = from, j = to - 1; i < to; j = i++) {
      const xi = coords[i * 2]!;
      const yi = coords[i * 2 + 1]!;
      const xj = coords[j * 2]!;
      const yj = coords[j * 2 + 1]!;
      if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
    }
  }
  return inside;
}
