import { closeSync, openSync, readSync, writeSync } from 'node:fs';
import { toContractInPlace } from './geometry';
import { growFloat64, growInt32 } from './growable';

/** Nodes per block in the file: 2 KB of ids (float64) then 2 KB of lng/lat (int32), one page. */
const BLOCK = 256;
const BLOCK_BYTES = BLOCK * 16;
/** Nodes gathered before they are converted to the contract datum in bulk and written. */
const PENDING_BLOCKS = 64;
/** Blocks held in memory for lookups (16 MB). */
const CACHE_BLOCKS = 4096;

/**
 * Every node's coordinates (converted to the contract datum), kept in a temporary file, not in
 * memory: nodes are written in blocks of 256 in the order they come (extracts are sorted by id),
 * memory holds each block's first and last id (16 bytes for 256 nodes) and a cache of 4,096 blocks
 * that ways look their nodes up through (a way's nodes are mostly near each other in the file).
 * A file not sorted by id still works: each ascending run of ids is searched, the latest first.
 */
export class NodeStore {
  private readonly fd: number;
  private readonly firstIds = growFloat64();
  private readonly lastIds = growFloat64();
  private readonly counts = growInt32();
  /** Per block: the cache slot holding it, or -1. */
  private readonly slotOf = growInt32();
  /** First block of each ascending run of ids. */
  private readonly runs: number[] = [0];
  private readonly pendingIds = new Float64Array(BLOCK * PENDING_BLOCKS);
  private readonly pendingCoords = new Int32Array(BLOCK * PENDING_BLOCKS * 2);
  private readonly out = new ArrayBuffer(BLOCK_BYTES * PENDING_BLOCKS);
  private pending = 0;
  private lastId = -Infinity;
  private readonly cache: ArrayBuffer;
  private readonly cacheIds: Float64Array;
  private readonly cacheCoords: Int32Array;
  private readonly blockIn: Int32Array;
  private readonly used: Uint8Array;
  private hand = 0;
  private hit = -1;
  nodes = 0;

  /** `file`: the temporary file (created, or emptied); `cacheBlocks`: blocks of 4 KB held for lookups. */
  constructor(
    file: string,
    private readonly cacheBlocks = CACHE_BLOCKS,
  ) {
    this.fd = openSync(file, 'w+');
    this.cache = new ArrayBuffer(BLOCK_BYTES * cacheBlocks);
    [this.cacheIds, this.cacheCoords] = [new Float64Array(this.cache), new Int32Array(this.cache)];
    this.blockIn = new Int32Array(cacheBlocks).fill(-1);
    this.used = new Uint8Array(cacheBlocks);
  }

  /** A node in WGS-84 degrees, kept as 1e-7 degree integers (OSM's own precision). */
  add(id: number, lng: number, lat: number): void {
    if (id <= this.lastId) {
      this.flush();
      this.runs.push(this.blocks);
    }
    if (this.pending === this.pendingIds.length) this.flush();
    this.lastId = id;
    this.pendingIds[this.pending] = id;
    this.pendingCoords[this.pending * 2] = Math.round(lng * 1e7);
    this.pendingCoords[this.pending * 2 + 1] = Math.round(lat * 1e7);
    this.pending++;
    this.nodes++;
  }

  /** A handle for `lng`/`lat` (good until the next `find`), or -1 when the extract does not have the node. */
  find(id: number): number {
    if (this.pending > 0) this.flush();
    const hit = this.hit;
    if (hit >= 0 && this.runs.length === 1 && id >= this.firstIds.at(hit) && id <= this.lastIds.at(hit))
      return this.inBlock(hit, id);
    for (let r = this.runs.length - 1; r >= 0; r--) {
      const end = r + 1 < this.runs.length ? this.runs[r + 1]! : this.blocks;
      const block = this.blockBefore(this.runs[r]!, end, id);
      if (block < 0 || id > this.lastIds.at(block)) continue;
      const at = this.inBlock(block, id);
      if (at >= 0) return at;
    }
    return -1;
  }

  lng(at: number): number {
    return this.cacheCoords[(at >> 8) * 1024 + 512 + (at & 255) * 2]! / 1e7;
  }

  lat(at: number): number {
    return this.cacheCoords[(at >> 8) * 1024 + 513 + (at & 255) * 2]! / 1e7;
  }

  close(): void {
    closeSync(this.fd);
  }

  /** Memory that grows with the nodes: 24 bytes a block of 256 (the rest is fixed: the cache, the pending nodes). */
  get indexBytes(): number {
    return this.blocks * 24;
  }

  private get blocks(): number {
    return this.counts.length;
  }

  /** The last block in [from, to) whose first id is not above `id`, or -1. */
  private blockBefore(from: number, to: number, id: number): number {
    let [lo, hi] = [from, to];
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.firstIds.at(mid) <= id) lo = mid + 1;
      else hi = mid;
    }
    return lo - 1 >= from ? lo - 1 : -1;
  }

  /** The handle of `id` in the block (read into the cache if it is not there), or -1. */
  private inBlock(block: number, id: number): number {
    const slot = this.load(block);
    this.hit = block;
    const base = slot * 512;
    let [lo, hi] = [0, this.counts.at(block)];
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.cacheIds[base + mid]! < id) lo = mid + 1;
      else hi = mid;
    }
    return lo < this.counts.at(block) && this.cacheIds[base + lo] === id ? slot * BLOCK + lo : -1;
  }

  private load(block: number): number {
    let slot = this.slotOf.at(block);
    if (slot >= 0) {
      this.used[slot] = 1;
      return slot;
    }
    while (this.used[this.hand]) {
      this.used[this.hand] = 0;
      this.hand = (this.hand + 1) % this.cacheBlocks;
    }
    slot = this.hand;
    this.hand = (this.hand + 1) % this.cacheBlocks;
    if (this.blockIn[slot]! >= 0) this.slotOf.set(this.blockIn[slot]!, -1);
    readSync(
      this.fd,
      new Uint8Array(this.cache, slot * BLOCK_BYTES, BLOCK_BYTES),
      0,
      BLOCK_BYTES,
      block * BLOCK_BYTES,
    );
    this.blockIn[slot] = block;
    this.slotOf.set(block, slot);
    this.used[slot] = 1;
    return slot;
  }

  /** Converts the gathered nodes to the contract datum in one go and appends them as blocks. */
  private flush(): void {
    if (this.pending === 0) return;
    const coords = this.pendingCoords.subarray(0, this.pending * 2);
    toContractInPlace(coords);
    const ids = new Float64Array(this.out);
    const xy = new Int32Array(this.out);
    const first = this.blocks;
    let written = 0;
    for (let from = 0; from < this.pending; from += BLOCK) {
      const n = Math.min(BLOCK, this.pending - from);
      const b = written / BLOCK_BYTES;
      ids.set(this.pendingIds.subarray(from, from + n), b * 512);
      xy.set(coords.subarray(from * 2, (from + n) * 2), b * 1024 + 512);
      this.firstIds.push(this.pendingIds[from]!);
      this.lastIds.push(this.pendingIds[from + n - 1]!);
      this.counts.push(n);
      this.slotOf.push(-1);
      written += BLOCK_BYTES;
    }
    writeSync(this.fd, new Uint8Array(this.out, 0, written), 0, written, first * BLOCK_BYTES);
    this.pending = 0;
  }
}
