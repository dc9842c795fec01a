import { readSync } from 'node:fs';

/** Records read per run at a time. */
const CHUNK = 2048;

/**
 * Merges runs of int32 records sorted by their first field (runs[r] to runs[r + 1], in records
 * of `fields` int32s, in one file), equal first fields in run order, calling `each` per record
 * (the array is reused: read it before returning).
 */
export function mergeSorted(
  fd: number,
  runs: number[],
  fields: number,
  each: (record: Int32Array) => void,
): void {
  const count = runs.length - 1;
  const buffers = Array.from({ length: count }, () => new Int32Array(CHUNK * fields));
  const next = runs.slice(0, count);
  const held = new Int32Array(count);
  const at = new Int32Array(count);
  const fill = (r: number) => {
    const n = Math.min(CHUNK, runs[r + 1]! - next[r]!);
    if (n > 0) readSync(fd, buffers[r]!, 0, n * fields * 4, next[r]! * fields * 4);
    next[r]! += n;
    [held[r], at[r]] = [n, 0];
    return n > 0;
  };
  const key = (r: number) => buffers[r]![at[r]! * fields]!;
  const less = (a: number, b: number) => key(a) < key(b) || (key(a) === key(b) && a < b);
  const live: number[] = [];
  for (let r = 0; r < count; r++) if (fill(r)) live.push(r);
  const record = new Int32Array(fields);
  kWayMerge(live, less, (r) => {
    record.set(buffers[r]!.subarray(at[r]! * fields, (at[r]! + 1) * fields));
    each(record);
    return ++at[r]! < held[r]! || fill(r);
  });
}

/**
 * The merge step of an external sort: `runs` are the runs that have a current record, `less(a, b)`
 * compares runs a's and b's current records, `take(r)` uses run r's and moves it on (false when r
 * is done). Runs are taken smallest first, through a binary heap.
 */
export function kWayMerge(
  runs: number[],
  less: (a: number, b: number) => boolean,
  take: (r: number) => boolean,
): void {
  const heap = [...runs];
  const down = (i: number) => {
    for (;;) {
      const [l, r] = [i * 2 + 1, i * 2 + 2];
      let top = i;
      if (l < heap.length && less(heap[l]!, heap[top]!)) top = l;
      if (r < heap.length && less(heap[r]!, heap[top]!)) top = r;
      if (top === i) return;
      [heap[i], heap[top]] = [heap[top]!, heap[i]!];
      i = top;
    }
  };
  for (let i = (heap.length >> 1) - 1; i >= 0; i--) down(i);
  while (heap.length > 0) {
    if (!take(heap[0]!)) {
      heap[0] = heap.at(-1)!;
      heap.pop();
    }
    down(0);
  }
}
