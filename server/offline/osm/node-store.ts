const CHUNK = 1 << 20;

/**
 * Node coordinates by OSM id in typed arrays (16 bytes a node), not a Map of
 * objects: a province extract has tens of millions of nodes. Ids are kept in
 * fixed chunks in file order; `seal()` sorts them only when the file was not
 * sorted by id (extracts from Geofabrik and osmium are), then a lookup is a
 * binary search over the chunks' first ids and then inside one chunk.
 */
export class NodeStore {
  private ids: Float64Array[] = [];
  private coords: Int32Array[] = [];
  private lengths: number[] = [];
  private firstIds = new Float64Array(0);
  private count = 0;
  private sorted = true;
  private lastId = -Infinity;

  get size(): number {
    return this.count;
  }

  /** lng/lat in degrees, kept as 1e-7 degree integers (OSM's own precision). */
  add(id: number, lng: number, lat: number): void {
    let last = this.lengths.length - 1;
    if (last < 0 || this.lengths[last] === CHUNK) {
      this.ids.push(new Float64Array(CHUNK));
      this.coords.push(new Int32Array(CHUNK * 2));
      this.lengths.push(0);
      last++;
    }
    if (id <= this.lastId) this.sorted = false;
    this.lastId = id;
    const at = this.lengths[last]!;
    this.ids[last]![at] = id;
    this.coords[last]![at * 2] = Math.round(lng * 1e7);
    this.coords[last]![at * 2 + 1] = Math.round(lat * 1e7);
    this.lengths[last] = at + 1;
    this.count++;
  }

  /** Ends the node phase; after it, `find` works. */
  seal(): void {
    if (!this.sorted) this.sortAll();
    this.firstIds = Float64Array.from(this.ids, (chunk) => chunk[0]!);
  }

  /** Packed [chunk, index] of the node, or -1 when the extract does not have it. */
  find(id: number): number {
    let lo = 0;
    let hi = this.firstIds.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >>> 1;
      if (this.firstIds[mid]! <= id) lo = mid;
      else hi = mid - 1;
    }
    const ids = this.ids[lo];
    if (!ids) return -1;
    let a = 0;
    let b = this.lengths[lo]! - 1;
    while (a <= b) {
      const mid = (a + b) >>> 1;
      const v = ids[mid]!;
      if (v === id) return lo * CHUNK + mid;
      if (v < id) a = mid + 1;
      else b = mid - 1;
    }
    return -1;
  }

  /** Longitude of a node found with `find`. */
  lng(ref: number): number {
    return this.coords[Math.floor(ref / CHUNK)]![(ref % CHUNK) * 2]! / 1e7;
  }

  lat(ref: number): number {
    return this.coords[Math.floor(ref / CHUNK)]![(ref % CHUNK) * 2 + 1]! / 1e7;
  }

  /** Bytes held, for the summary. */
  get bytes(): number {
    return this.ids.length * CHUNK * 16;
  }

  private sortAll(): void {
    const order = Array.from({ length: this.count }, (_, i) => i);
    const id = (i: number) => this.ids[Math.floor(i / CHUNK)]![i % CHUNK]!;
    order.sort((a, b) => id(a) - id(b));
    const old = { ids: this.ids, coords: this.coords };
    this.ids = [];
    this.coords = [];
    this.lengths = [];
    this.count = 0;
    this.lastId = -Infinity;
    for (const i of order) {
      const c = old.coords[Math.floor(i / CHUNK)]!;
      const k = (i % CHUNK) * 2;
      this.add(old.ids[Math.floor(i / CHUNK)]![i % CHUNK]!, c[k]! / 1e7, c[k + 1]! / 1e7);
    }
    this.sorted = true;
  }
}
