import Flatbush from 'flatbush';
import type { GeometrySet } from '../data/geometry-set';

/** About this many edges share a horizontal band of a polygon part. */
const EDGES_PER_BAND = 4;
const MAX_BANDS = 1 << 14;

/** The index's arrays, so a prepared cache can store it and the next start skip building it. */
export interface PolygonIndexArrays {
  /** Flatbush's own buffer. */
  tree: Uint8Array;
  partFeature: Uint32Array;
  partMinY: Float64Array;
  partBandHeight: Float64Array;
  partBandCount: Uint32Array;
  partBandOffset: Uint32Array;
  bandStart: Uint32Array;
  bandEdges: Uint32Array;
}

/**
 * Point-in-polygon over a GeometrySet of polygons. Flatbush finds the parts whose
 * bounding box holds the point; inside a part, edges are bucketed into horizontal
 * bands, so the even-odd ray test only looks at the few edges crossing the
 * point's latitude instead of every edge of the ring.
 */
export class PolygonIndex {
  private readonly tree: Flatbush;
  private readonly partFeature: Uint32Array;
  private readonly partMinY: Float64Array;
  private readonly partBandHeight: Float64Array;
  private readonly partBandCount: Uint32Array;
  /** Part j's bands start at bandStart[partBandOffset[j]]. */
  private readonly partBandOffset: Uint32Array;
  private readonly bandStart: Uint32Array;
  /** An edge is its first point's index; the edge runs to the next point of the ring. */
  private readonly bandEdges: Uint32Array;
  private readonly coords: Float64Array;

  /** Builds the index over `set`, or wraps arrays a cache kept from an earlier build over the same set. */
  constructor(set: GeometrySet, prebuilt?: PolygonIndexArrays) {
    this.coords = set.coords;
    if (prebuilt) {
      this.tree = Flatbush.from(prebuilt.tree.buffer, prebuilt.tree.byteOffset);
      this.partFeature = prebuilt.partFeature;
      this.partMinY = prebuilt.partMinY;
      this.partBandHeight = prebuilt.partBandHeight;
      this.partBandCount = prebuilt.partBandCount;
      this.partBandOffset = prebuilt.partBandOffset;
      this.bandStart = prebuilt.bandStart;
      this.bandEdges = prebuilt.bandEdges;
      return;
    }
    const parts = set.partRings.length - 1;
    const { coords, partRings, ringPoints } = set;
    this.partFeature = new Uint32Array(parts);
    for (let f = 0; f + 1 < set.featureParts.length; f++) {
      this.partFeature.fill(f, set.featureParts[f]!, set.featureParts[f + 1]!);
    }
    this.partMinY = new Float64Array(parts);
    this.partBandHeight = new Float64Array(parts);
    this.partBandCount = new Uint32Array(parts);
    this.partBandOffset = new Uint32Array(parts);
    this.tree = new Flatbush(Math.max(parts, 1));

    let bandTotal = 0;
    let edgeSlots = 0;
    const bandsOf: Uint32Array[] = [];
    for (let j = 0; j < parts; j++) {
      let minX = Infinity;
      let minY = Infinity;
      let maxX = -Infinity;
      let maxY = -Infinity;
      let edges = 0;
      for (let r = partRings[j]!; r < partRings[j + 1]!; r++) {
        for (let p = ringPoints[r]!; p < ringPoints[r + 1]!; p++) {
          const x = coords[2 * p]!;
          const y = coords[2 * p + 1]!;
          if (x < minX) minX = x;
          if (x > maxX) maxX = x;
          if (y < minY) minY = y;
          if (y > maxY) maxY = y;
        }
        edges += Math.max(0, ringPoints[r + 1]! - ringPoints[r]! - 1);
      }
      this.tree.add(minX, minY, maxX, maxY);
      const bands = Math.min(MAX_BANDS, Math.max(1, Math.ceil(edges / EDGES_PER_BAND)));
      const height = (maxY - minY) / bands || 1;
      this.partMinY[j] = minY;
      this.partBandHeight[j] = height;
      this.partBandCount[j] = bands;
      this.partBandOffset[j] = bandTotal;
      // Count how many edges fall in each band (first pass).
      const counts = new Uint32Array(bands);
      this.forEachEdgeBand(set, j, bands, (band) => {
        counts[band]!++;
        edgeSlots++;
      });
      bandsOf.push(counts);
      bandTotal += bands + 1;
    }
    if (parts === 0) this.tree.add(0, 0, 0, 0);
    this.tree.finish();

    this.bandStart = new Uint32Array(bandTotal);
    this.bandEdges = new Uint32Array(edgeSlots);
    let slot = 0;
    for (let j = 0; j < parts; j++) {
      const offset = this.partBandOffset[j]!;
      const counts = bandsOf[j]!;
      const next = new Uint32Array(counts.length);
      for (let b = 0; b < counts.length; b++) {
        this.bandStart[offset + b] = slot;
        next[b] = slot;
        slot += counts[b]!;
      }
      this.bandStart[offset + counts.length] = slot;
      this.forEachEdgeBand(set, j, counts.length, (band, edge) => {
        this.bandEdges[next[band]!++] = edge;
      });
    }
  }

  get arrays(): PolygonIndexArrays {
    return {
      tree: new Uint8Array(this.tree.data),
      partFeature: this.partFeature,
      partMinY: this.partMinY,
      partBandHeight: this.partBandHeight,
      partBandCount: this.partBandCount,
      partBandOffset: this.partBandOffset,
      bandStart: this.bandStart,
      bandEdges: this.bandEdges,
    };
  }

  private forEachEdgeBand(
    set: GeometrySet,
    part: number,
    bands: number,
    visit: (band: number, edge: number) => void,
  ) {
    const minY = this.partMinY[part]!;
    const height = this.partBandHeight[part]!;
    const { coords, partRings, ringPoints } = set;
    for (let r = partRings[part]!; r < partRings[part + 1]!; r++) {
      for (let p = ringPoints[r]!; p + 1 < ringPoints[r + 1]!; p++) {
        const y1 = coords[2 * p + 1]!;
        const y2 = coords[2 * p + 3]!;
        const low = Math.min(bands - 1, Math.floor((Math.min(y1, y2) - minY) / height));
        const high = Math.min(bands - 1, Math.floor((Math.max(y1, y2) - minY) / height));
        for (let band = low; band <= high; band++) visit(band, p);
      }
    }
  }

  /** The index of the first feature containing [x, y] (that `accept` takes, when given), or -1. */
  find(x: number, y: number, accept?: (feature: number) => boolean): number {
    const candidates = this.tree.search(x, y, x, y);
    for (const part of candidates) {
      const feature = this.partFeature[part]!;
      if ((!accept || accept(feature)) && this.partContains(part, x, y)) return feature;
    }
    return -1;
  }

  private partContains(part: number, x: number, y: number): boolean {
    const bands = this.partBandCount[part]!;
    const band = Math.floor((y - this.partMinY[part]!) / this.partBandHeight[part]!);
    if (band < 0 || band > bands) return false;
    const at = this.partBandOffset[part]! + Math.min(band, bands - 1);
    const coords = this.coords;
    let inside = false;
    for (let e = this.bandStart[at]!, end = this.bandStart[at + 1]!; e < end; e++) {
      const p = this.bandEdges[e]! * 2;
      const xi = coords[p]!;
      const yi = coords[p + 1]!;
      const xj = coords[p + 2]!;
      const yj = coords[p + 3]!;
      if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
    }
    return inside;
  }
}
