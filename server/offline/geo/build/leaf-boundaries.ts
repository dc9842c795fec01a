import type { MultiLineString, Position } from 'geojson';
import type { BoundaryKind, LeafBoundaries, RegionSet } from '../data/geo-data';
import { packGeometries, type GeometrySet } from '../data/geometry-set';
import type { RegionRecord } from '../data/records';
import { PolygonIndex } from '../index/polygon-index';

const cityOf = (r: RegionRecord) =>
  r.parents[1] ?? (r.level === 'district' ? r.parents[0] : r.adcode) ?? r.adcode;
const provinceOf = (r: RegionRecord) => r.parents[0] ?? r.adcode;

/** How far either side of an unshared edge we look for the neighbour (degrees: ~50 m, then ~500 m across gaps). */
const PROBES = [0.0005, 0.005];
const KINDS: BoundaryKind[] = ['province', 'city', 'district'];

/** Edge p runs from point p to point p+1 of the same ring; `key` names it the same from either leaf. */
interface Edges {
  isEdge(p: number): boolean;
  key(p: number): number;
  featureOf: Int32Array;
}

/**
 * The boundary lines of the leaf regions, each drawn once and classed by what it
 * separates, so the map draws all levels from one set of edges at high zoom and the
 * lines never double up. Leaves from one DataV file share their vertices exactly: an
 * edge found in two leaves is drawn once, as a district (same city) or city border.
 * Leaves from different files do not share vertices, so for an edge found once we
 * look just beside it (50 m, then 500 m across slivers): a leaf of another province,
 * or nothing (the sea, another country), makes it a province border; a leaf of the
 * same province a city (or, across a sliver, district) border.
 */
export function leafBoundaries(leaves: RegionSet): LeafBoundaries {
  const edges = edgesOf(leaves.set);
  const classify = classifier(leaves, edges);
  const lines: Record<BoundaryKind, Position[][]> = { province: [], city: [], district: [] };
  const { coords, ringPoints } = leaves.set;
  // Consecutive edges of a ring with the same kind make one line.
  for (let r = 0; r + 1 < ringPoints.length; r++) {
    let run: Position[] = [];
    let runKind: BoundaryKind | undefined;
    const flush = () => {
      if (runKind && run.length > 1) lines[runKind].push(run);
      run = [];
      runKind = undefined;
    };
    for (let p = ringPoints[r]!; p + 1 < ringPoints[r + 1]!; p++) {
      if (!edges.isEdge(p)) continue;
      const kind = classify(p);
      if (kind !== runKind) flush();
      if (!kind) continue;
      if (run.length === 0) run.push([coords[2 * p]!, coords[2 * p + 1]!]);
      run.push([coords[2 * p + 2]!, coords[2 * p + 3]!]);
      runKind = kind;
    }
    flush();
  }
  return {
    kinds: KINDS,
    set: packGeometries(
      KINDS.map((kind): MultiLineString => ({ type: 'MultiLineString', coordinates: lines[kind] })),
    ),
  };
}

/** Interns vertices (exact coordinates) so an edge is a pair of small integers. */
function edgesOf(set: GeometrySet): Edges {
  const { coords, featureParts, partRings, ringPoints } = set;
  const pointCount = coords.length / 2;
  const vertexOf = new Uint32Array(pointCount);
  const vertexIds = new Map<number, number>();
  for (let p = 0; p < pointCount; p++) {
    const x = Math.round((coords[2 * p]! - 70) * 1e6);
    const y = Math.round((coords[2 * p + 1]! + 1) * 1e6);
    const key = x * 2 ** 26 + y; // China's leaves lie in 70–137°E, 0–56°N: fits 53 bits
    let id = vertexIds.get(key);
    if (id === undefined) vertexIds.set(key, (id = vertexIds.size));
    vertexOf[p] = id;
  }
  const featureOf = new Int32Array(pointCount);
  for (let f = 0; f + 1 < featureParts.length; f++) {
    const first = ringPoints[partRings[featureParts[f]!]!]!;
    const last = ringPoints[partRings[featureParts[f + 1]!]!]!;
    featureOf.fill(f, first, last);
  }
  const vertices = vertexIds.size;
  return {
    featureOf,
    isEdge: (p) => vertexOf[p] !== vertexOf[p + 1] && featureOf[p] === featureOf[p + 1],
    key: (p) => {
      const a = vertexOf[p]!;
      const b = vertexOf[p + 1]!;
      return a < b ? a * vertices + b : b * vertices + a;
    },
  };
}

/** What each edge separates, or undefined when it is not drawn from this side (or not a border at all). */
function classifier(leaves: RegionSet, edges: Edges): (p: number) => BoundaryKind | undefined {
  const { records } = leaves;
  const { coords, ringPoints } = leaves.set;
  // Who has each edge: the first leaf, and a second one if shared.
  const firstOwner = new Map<number, number>();
  const secondOwner = new Map<number, number>();
  for (let r = 0; r + 1 < ringPoints.length; r++) {
    for (let p = ringPoints[r]!; p + 1 < ringPoints[r + 1]!; p++) {
      if (!edges.isEdge(p)) continue;
      const key = edges.key(p);
      const owner = firstOwner.get(key);
      if (owner === undefined) firstOwner.set(key, edges.featureOf[p]!);
      else if (owner !== edges.featureOf[p]) secondOwner.set(key, edges.featureOf[p]!);
    }
  }
  const index = new PolygonIndex(leaves.set);

  return (p) => {
    const feature = edges.featureOf[p]!;
    const key = edges.key(p);
    const second = secondOwner.get(key);
    if (second !== undefined) {
      const first = firstOwner.get(key)!;
      const other = first === feature ? second : first;
      if (other < feature) return undefined; // the neighbour draws it
      return kindBetween(records[feature]!, records[other]!);
    }
    // Unshared: probe both sides of the edge's midpoint, a little further if a gap leaves both sides empty.
    const [x1, y1, x2, y2] = [coords[2 * p]!, coords[2 * p + 1]!, coords[2 * p + 2]!, coords[2 * p + 3]!];
    const length = Math.hypot(x2 - x1, y2 - y1) || 1;
    const mx = (x1 + x2) / 2;
    const my = (y1 + y2) / 2;
    let onlyItself = true;
    for (const probe of PROBES) {
      const nx = (-(y2 - y1) / length) * probe;
      const ny = ((x2 - x1) / length) * probe;
      for (const side of [index.find(mx + nx, my + ny), index.find(mx - nx, my - ny)]) {
        if (side >= 0 && side !== feature) return kindBetween(records[feature]!, records[side]!);
        if (side !== feature) onlyItself = false;
      }
    }
    // The leaf on both sides: a spur inside the polygon (DataV has a few), not a border.
    if (onlyItself) return undefined;
    return 'province'; // nothing beside it: the sea or another country
  };
}

function kindBetween(a: RegionRecord, b: RegionRecord): BoundaryKind {
  if (provinceOf(a) !== provinceOf(b)) return 'province';
  return cityOf(a) === cityOf(b) ? 'district' : 'city';
}
