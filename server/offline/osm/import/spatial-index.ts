import { closeSync, openSync, readSync, writeSync } from 'node:fs';
import Flatbush from 'flatbush';
import { hilbert } from './hilbert';
import { mergeSorted } from './merge-sorted';

/** Features indexed with Flatbush itself, in memory (up to ~10 MB); past that the index is built on disk. */
const IN_MEMORY = 1 << 18;
const NODE_SIZE = 16;
const RUN = 1 << 18;
/** A sorted-run record: hilbert value, feature, minX, minY, maxX, maxY (the box in 1e-7 degrees). */
const FIELDS = 6;

/** A Flatbush index as bytes: its length, and the bytes a chunk at a time. */
export interface IndexBytes {
  length: number;
  chunks: () => Iterable<Uint8Array>;
}

/**
 * The Flatbush (v3, node size 16, float64 boxes) index over `count` boxes given in feature order
 * as 1e-7 degree integers (minX, minY, maxX, maxY), with `box` the box of them all. Up to
 * 262,144 features it is Flatbush's own; past that the same tree is built in bounded memory:
 * items sorted by Hilbert value in runs on disk, merged, leaves streamed to a file, only the
 * levels above (1/16 of the items) in memory. The packing differs from Flatbush's own only in
 * the order of items inside a leaf node; `Flatbush.from` reads it the same way.
 */
export function spatialIndex(
  count: number,
  boxes: () => Iterable<Int32Array>,
  box: readonly number[],
  file: (name: string) => string,
  { inMemory = IN_MEMORY, run = RUN } = {},
): IndexBytes {
  if (count <= inMemory) {
    const index = new Flatbush(Math.max(count, 1));
    if (count === 0) index.add(0, 0, 0, 0);
    for (const chunk of boxes())
      for (let i = 0; i < chunk.length; i += 4)
        index.add(chunk[i]! / 1e7, chunk[i + 1]! / 1e7, chunk[i + 2]! / 1e7, chunk[i + 3]! / 1e7);
    index.finish();
    const bytes = new Uint8Array(index.data);
    return { length: bytes.length, chunks: () => [bytes] };
  }
  return externalIndex(count, boxes, box, file, Math.min(run, RUN));
}

function externalIndex(
  count: number,
  boxes: () => Iterable<Int32Array>,
  box: readonly number[],
  file: (name: string) => string,
  run: number,
): IndexBytes {
  const levels = [count];
  while (levels.at(-1)! > 1) levels.push(Math.ceil(levels.at(-1)! / NODE_SIZE));
  const nodes = levels.reduce((sum, n) => sum + n, 0);
  const [minX, minY] = [box[0]! / 1e7, box[1]! / 1e7];
  const sx = 65535 / (box[2]! / 1e7 - minX || 1);
  const sy = 65535 / (box[3]! / 1e7 - minY || 1);
  // Sorted runs of (hilbert, feature, box).
  const runsFile = file('index-runs');
  const fd = openSync(runsFile, 'w+');
  const runs: number[] = [0];
  const held = new Int32Array(run * FIELDS);
  const keys = new Float64Array(run);
  const out = new Int32Array(run * FIELDS);
  let n = 0;
  let feature = 0;
  const spill = () => {
    const sorted = keys.subarray(0, n).sort();
    for (let k = 0; k < n; k++)
      out.set(held.subarray((sorted[k]! % RUN) * FIELDS, ((sorted[k]! % RUN) + 1) * FIELDS), k * FIELDS);
    writeSync(fd, out, 0, n * FIELDS * 4, runs.at(-1)! * FIELDS * 4);
    runs.push(runs.at(-1)! + n);
    n = 0;
  };
  for (const chunk of boxes()) {
    for (let i = 0; i < chunk.length; i += 4) {
      if (n === run) spill();
      const x = (sx * ((chunk[i]! / 1e7 + chunk[i + 2]! / 1e7) / 2 - minX)) | 0;
      const y = (sy * ((chunk[i + 1]! / 1e7 + chunk[i + 3]! / 1e7) / 2 - minY)) | 0;
      const h = hilbert(x, y);
      const at = n * FIELDS;
      [held[at], held[at + 1]] = [h, feature++];
      held.set(chunk.subarray(i, i + 4), at + 2);
      keys[n] = (h + 2 ** 31) * RUN + n;
      n++;
    }
  }
  spill();
  // Merge: leaf boxes and leaf indices to files, the level above in memory, built as they pass.
  const leafBoxes = openSync(file('index-leaves'), 'w+');
  const leafIds = openSync(file('index-ids'), 'w+');
  const upper = new Float64Array((nodes - count) * 4);
  // Flatbush's index array type: 16-bit below 16,384 nodes.
  const Ids = nodes < 16384 ? Uint16Array : Uint32Array;
  const upperIds = new Ids(nodes - count);
  const leafChunk = new Float64Array(4096 * 4);
  const idChunk = new Ids(4096);
  let written = 0;
  let parent = -1;
  mergeSorted(fd, runs, FIELDS, (record) => {
    const at = written % 4096;
    const b = [record[2]! / 1e7, record[3]! / 1e7, record[4]! / 1e7, record[5]! / 1e7];
    leafChunk.set(b, at * 4);
    idChunk[at] = record[1]!;
    if (written % NODE_SIZE === 0) {
      parent++;
      upper.set(b, parent * 4);
      upperIds[parent] = written * 4;
    } else growBox(upper, parent, b);
    written++;
    if (written % 4096 === 0 || written === count) {
      writeSync(leafBoxes, leafChunk, 0, (at + 1) * 32);
      writeSync(leafIds, idChunk, 0, (at + 1) * Ids.BYTES_PER_ELEMENT);
    }
  });
  closeSync(fd);
  // The levels above the first, from the one below each time.
  let [from, to] = [0, levels[1]!];
  for (let level = 2; level < levels.length; level++) {
    for (let child = from; child < to; child++) {
      const p = to + Math.floor((child - from) / NODE_SIZE);
      const b = Array.from(upper.subarray(child * 4, child * 4 + 4));
      if ((child - from) % NODE_SIZE === 0) {
        upper.set(b, p * 4);
        upperIds[p] = (count + child) * 4;
      } else growBox(upper, p, b);
    }
    [from, to] = [to, to + levels[level]!];
  }
  const header = new Uint8Array(8);
  header.set([0xfb, (3 << 4) + 8]); // Flatbush v3, Float64Array boxes
  new DataView(header.buffer).setUint16(2, NODE_SIZE, true);
  new DataView(header.buffer).setUint32(4, count, true);
  return {
    length: 8 + nodes * 32 + nodes * Ids.BYTES_PER_ELEMENT,
    *chunks() {
      yield header;
      yield* readAll(leafBoxes, count * 32);
      yield new Uint8Array(upper.buffer);
      yield* readAll(leafIds, count * Ids.BYTES_PER_ELEMENT);
      yield new Uint8Array(upperIds.buffer);
      closeSync(leafBoxes);
      closeSync(leafIds);
    },
  };
}

function growBox(boxes: Float64Array, at: number, b: number[]): void {
  boxes[at * 4] = Math.min(boxes[at * 4]!, b[0]!);
  boxes[at * 4 + 1] = Math.min(boxes[at * 4 + 1]!, b[1]!);
  boxes[at * 4 + 2] = Math.max(boxes[at * 4 + 2]!, b[2]!);
  boxes[at * 4 + 3] = Math.max(boxes[at * 4 + 3]!, b[3]!);
}

function* readAll(fd: number, bytes: number): Generator<Uint8Array> {
  const buffer = new Uint8Array(1 << 16);
  for (let at = 0; at < bytes;) {
    const n = readSync(fd, buffer, 0, Math.min(buffer.length, bytes - at), at);
    at += n;
    yield buffer.subarray(0, n);
  }
}
