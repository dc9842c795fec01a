import type { Geometry, MultiLineString, MultiPolygon, Position } from 'geojson';

/**
 * Many features' geometries in flat typed arrays: feature → parts → rings → points.
 * A polygon part has an outer ring and holes; a line part has one ring (the line).
 * Flat arrays load from the cache file without parsing and cost no per-point objects.
 */
export interface GeometrySet {
  /** Feature i owns parts featureParts[i] … featureParts[i+1]-1. */
  featureParts: Uint32Array;
  /** Part j owns rings partRings[j] … partRings[j+1]-1. */
  partRings: Uint32Array;
  /** Ring k owns points ringPoints[k] … ringPoints[k+1]-1. */
  ringPoints: Uint32Array;
  /** x0, y0, x1, y1 … (longitude, latitude in degrees). */
  coords: Float64Array;
}

export const featureCount = (set: GeometrySet) => set.featureParts.length - 1;

/** Packs polygons (Polygon/MultiPolygon) or lines (LineString/MultiLineString); other geometries count as empty. */
export function packGeometries(geometries: readonly (Geometry | null)[]): GeometrySet {
  const parts: Position[][][] = [];
  const featureParts = [0];
  for (const geometry of geometries) {
    parts.push(...geometryParts(geometry));
    featureParts.push(parts.length);
  }
  const partRings = [0];
  const ringPoints = [0];
  let points = 0;
  for (const part of parts) {
    for (const ring of part) {
      points += ring.length;
      ringPoints.push(points);
    }
    partRings.push(ringPoints.length - 1);
  }
  const coords = new Float64Array(points * 2);
  let at = 0;
  for (const part of parts) {
    for (const ring of part) {
      for (const position of ring) {
        coords[at++] = position[0]!;
        coords[at++] = position[1]!;
      }
    }
  }
  return {
    featureParts: Uint32Array.from(featureParts),
    partRings: Uint32Array.from(partRings),
    ringPoints: Uint32Array.from(ringPoints),
    coords,
  };
}

function geometryParts(geometry: Geometry | null): Position[][][] {
  switch (geometry?.type) {
    case 'Polygon':
      return [geometry.coordinates.map(closed)];
    case 'MultiPolygon':
      return geometry.coordinates.map((polygon) => polygon.map(closed));
    case 'LineString':
      return [[geometry.coordinates]];
    case 'MultiLineString':
      return geometry.coordinates.map((line) => [line]);
    default:
      return [];
  }
}

/** A polygon ring whose last position repeats its first, as GeoJSON requires (some sources omit it). */
function closed(ring: Position[]): Position[] {
  const first = ring[0];
  const last = ring[ring.length - 1];
  if (!first || !last || (first[0] === last[0] && first[1] === last[1])) return ring;
  return [...ring, first];
}

function ringPositions(set: GeometrySet, ring: number): Position[] {
  const positions: Position[] = [];
  for (let p = set.ringPoints[ring]!; p < set.ringPoints[ring + 1]!; p++) {
    positions.push([set.coords[2 * p]!, set.coords[2 * p + 1]!]);
  }
  return positions;
}

function partPositions(set: GeometrySet, part: number): Position[][] {
  const rings: Position[][] = [];
  for (let r = set.partRings[part]!; r < set.partRings[part + 1]!; r++) rings.push(ringPositions(set, r));
  return rings;
}

/** Feature i as a GeoJSON MultiPolygon. */
export function featurePolygon(set: GeometrySet, feature: number): MultiPolygon {
  const coordinates: Position[][][] = [];
  for (let j = set.featureParts[feature]!; j < set.featureParts[feature + 1]!; j++) {
    coordinates.push(partPositions(set, j));
  }
  return { type: 'MultiPolygon', coordinates };
}

/** Feature i as a GeoJSON MultiLineString (each part's one ring is a line). */
export function featureLines(set: GeometrySet, feature: number): MultiLineString {
  const coordinates: Position[][] = [];
  for (let j = set.featureParts[feature]!; j < set.featureParts[feature + 1]!; j++) {
    coordinates.push(...partPositions(set, j));
  }
  return { type: 'MultiLineString', coordinates };
}
