import type { Geometry, MultiLineString, MultiPolygon, Position } from 'geojson';
import { type BoundingBox, clipPolygon, clipPolyline, type Point } from 'lineclip';
import { simplifyRing } from '../../../shared/simplify';
import { toGcj } from '../common/to-gcj';

/** Lines and areas as the two multi-types (a Polygon becomes a MultiPolygon of one). */
export function asMulti(geometry: Geometry): MultiPolygon | MultiLineString {
  switch (geometry.type) {
    case 'Polygon':
      return { type: 'MultiPolygon', coordinates: [geometry.coordinates] };
    case 'LineString':
      return { type: 'MultiLineString', coordinates: [geometry.coordinates] };
    case 'MultiPolygon':
    case 'MultiLineString':
      return geometry;
    default:
      throw new Error(`Natural Earth water: unexpected ${geometry.type}`);
  }
}

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

function diagonal(ring: Position[]): number {
  const xs = ring.map(([x]) => x!);
  const ys = ring.map(([, y]) => y!);
  return Math.hypot(Math.max(...xs) - Math.min(...xs), Math.max(...ys) - Math.min(...ys));
}

/** Each line (or ring) moved to GCJ-02, clipped to `box` (if any), simplified, rounded; empty or tiny ones dropped. */
function reshapeLine(line: Position[], closed: boolean, how: Reshape) {
  const { box, tolerance, digits, minRing = 0 } = how;
  const moved = line.map(([x, y]) => toGcj(x!, y!) as Point);
  const pieces = !box ? [moved] : closed ? [clipPolygon(moved, box)] : clipPolyline(moved, box);
  const out: Position[][] = [];
  for (const piece of pieces) {
    const first = piece[0];
    const last = piece[piece.length - 1];
    if (closed && first && last && (first[0] !== last[0] || first[1] !== last[1])) piece.push(first);
    const simple = simplifyRing(piece, tolerance).map(([x, y]) => [round(x!, digits), round(y!, digits)]);
    if (closed ? simple.length >= 4 && diagonal(simple) >= minRing : simple.length >= 2) out.push(simple);
  }
  return out;
}

export interface Reshape {
  box?: BoundingBox;
  /** Douglas–Peucker tolerance in degrees. */
  tolerance: number;
  /** Decimals kept. */
  digits: number;
  /** Rings (islands, lakes, holes) whose bounding box has a shorter diagonal, in degrees, are left out. */
  minRing?: number;
}

/** GCJ-02 (gcoord's box), clipped, simplified; undefined when nothing is left. */
export function reshape(geometry: MultiPolygon | MultiLineString, how: Reshape) {
  if (geometry.type === 'MultiLineString') {
    const lines = geometry.coordinates.flatMap((line) => reshapeLine(line, false, how));
    return lines.length > 0
      ? ({ type: 'MultiLineString', coordinates: lines } as MultiLineString)
      : undefined;
  }
  const polygons: Position[][][] = [];
  for (const polygon of geometry.coordinates) {
    const [outer, ...holes] = polygon.map((ring) => reshapeLine(ring, true, how)[0]);
    if (outer) polygons.push([outer, ...holes.filter((hole) => hole !== undefined)]);
  }
  return polygons.length > 0 ? ({ type: 'MultiPolygon', coordinates: polygons } as MultiPolygon) : undefined;
}
