import { indexOfId, lowerBound } from './id-set';

const ABSENT = -2147483648; // no longitude × 1e7 is this small

/**
 * Coordinates (in whatever datum the caller gives them) of the nodes the extract's kept ways use, by OSM id: the wanted ids (sorted, from
 * the ways pass) and their coordinates in typed arrays, 16 bytes a wanted node and nothing for
 * any other (most nodes of a province are in ways nothing draws, or stand alone with tags).
 * Extracts are sorted by id, so `slot` walks the wanted ids with a cursor; an unsorted file
 * falls back to a binary search per node.
 */
export class NodeStore {
  private readonly coords: Int32Array;
  private cursor = 0;
  private lastId = -Infinity;

  constructor(private readonly ids: Float64Array) {
    this.coords = new Int32Array(ids.length * 2).fill(ABSENT);
  }

  /** The slot for the node's coordinates, or -1 when no kept way uses it. */
  slot(id: number): number {
    if (id > this.lastId) {
      while (this.cursor < this.ids.length && this.ids[this.cursor]! < id) this.cursor++;
    } else this.cursor = lowerBound(this.ids, id);
    this.lastId = id;
    return this.ids[this.cursor] === id ? this.cursor : -1;
  }

  /** lng/lat in degrees, kept as 1e-7 degree integers (OSM's own precision). */
  set(slot: number, lng: number, lat: number): void {
    this.coords[slot * 2] = Math.round(lng * 1e7);
    this.coords[slot * 2 + 1] = Math.round(lat * 1e7);
  }

  /** Changes every kept coordinate at once (flat [lng, lat] 1e-7 degree integers; absent nodes lie outside any map). */
  transform(convert: (coords: Int32Array) => void): void {
    convert(this.coords);
  }

  /** A handle for `lng`/`lat`, or -1 when the node was not wanted or the extract does not have it. */
  find(id: number): number {
    const at = indexOfId(this.ids, id);
    return at >= 0 && this.coords[at * 2] !== ABSENT ? at : -1;
  }

  lng(at: number): number {
    return this.coords[at * 2]! / 1e7;
  }

  lat(at: number): number {
    return this.coords[at * 2 + 1]! / 1e7;
  }

  /** Bytes held, for the summary. */
  get bytes(): number {
    return this.ids.byteLength + this.coords.byteLength;
  }
}
