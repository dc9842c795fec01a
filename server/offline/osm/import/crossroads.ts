import { kWayMerge } from './merge-sorted';
import { RecordFile, type RecordReader } from './record-file';

/** Street-node entries sorted in memory at a time (3.4 MB); more go to disk as sorted runs. */
const RUN = 1 << 18;

/**
 * Junctions of differently named streets, in bounded memory. While ways stream by, each named
 * street way adds (node id, name, rank) per node; every 262,144 entries are sorted by node id
 * (stably) and written to a temporary file as a run, and at the end the runs are merged, so each
 * node's entries come together in the order they were added. A node where two or more names
 * meet is a crossroad; those go to a second file, in node id order.
 */
export class CrossroadFinder {
  private readonly ids: Float64Array;
  private readonly names: Int32Array;
  private readonly ranks: Int32Array;
  private held = 0;
  private readonly sorted: RecordFile;
  private readonly runs: number[] = [0];

  /** `file` names its temporary files; `run` (at most 2^18) is how many entries are sorted in memory at a time. */
  constructor(
    private readonly file: (name: string) => string,
    run = RUN,
  ) {
    [this.ids, this.names, this.ranks] = [new Float64Array(run), new Int32Array(run), new Int32Array(run)];
    this.sorted = new RecordFile(file('street-nodes'));
  }

  /** rank: the road class code (lower is more important), to order the two names in the title. */
  addWay(refs: readonly number[], name: number, rank: number): void {
    for (const ref of refs) {
      if (this.held === this.ids.length) this.spill();
      this.ids[this.held] = ref;
      this.names[this.held] = name;
      this.ranks[this.held++] = rank;
    }
  }

  /**
   * Each node where two or more names meet, with its two most important names (lowest rank,
   * then lowest name id; a name at its best rank), in node id order: a file of (node id, first, second).
   */
  junctions(): RecordFile {
    this.spill();
    const out = new RecordFile(this.file('crossroads'));
    const readers = this.runs.slice(1).map((end, r) => this.sorted.reader(this.runs[r]!, end));
    const best = new Int32Array(4).fill(-1); // name1, rank1, name2, rank2
    let node = NaN;
    const emit = () => {
      if (best[2]! >= 0) out.push(node, best[0]!, best[2]!);
    };
    mergeRuns(readers, (id, name, rank) => {
      if (id !== node) {
        emit();
        node = id;
        best.fill(-1);
      }
      addName(best, name, rank);
    });
    emit();
    this.sorted.close();
    return out;
  }

  /** Sorts what is held by node id, keeping the order of equal ids, and appends it as a run. */
  private spill(): void {
    if (this.held === 0) return;
    for (const i of stableOrder(this.ids, this.held))
      this.sorted.push(this.ids[i]!, this.names[i]!, this.ranks[i]!);
    this.runs.push(this.sorted.length);
    this.held = 0;
  }
}

const better = (name: number, rank: number, than: number, thanRank: number) =>
  than < 0 || rank < thanRank || (rank === thanRank && name < than);

/** One more (name, rank) at a node: keeps the best two distinct names so far, a name at its best rank. */
function addName(best: Int32Array, name: number, rank: number): void {
  if (name === best[0]) best[1] = Math.min(best[1]!, rank);
  else if (name === best[2]) best[3] = Math.min(best[3]!, rank);
  else if (better(name, rank, best[2]!, best[3]!)) [best[2], best[3]] = [name, rank];
  else return;
  if (best[2]! >= 0 && better(best[2]!, best[3]!, best[0]!, best[1]!))
    [best[0], best[1], best[2], best[3]] = [best[2]!, best[3]!, best[0]!, best[1]!];
}

/** Indexes of ids[0, n) sorted by id, equal ids in index order. */
function stableOrder(ids: Float64Array, n: number): Uint32Array {
  const order = new Uint32Array(n);
  let max = 0;
  for (let i = 0; i < n; i++) max = Math.max(max, Math.abs(ids[i]!));
  if (max < 2 ** 34) {
    // id and index packed in one float64 (exact below 2^53): a native numeric sort, no comparator.
    const keys = new Float64Array(n);
    for (let i = 0; i < n; i++) keys[i] = (ids[i]! + 2 ** 34) * RUN + i;
    keys.sort();
    for (let i = 0; i < n; i++) order[i] = keys[i]! % RUN;
    return order;
  }
  for (let i = 0; i < n; i++) order[i] = i;
  return order.sort((a, b) => ids[a]! - ids[b]! || a - b);
}

/** Merges sorted runs by key, equal keys in run order, calling `each` per record. */
function mergeRuns(readers: RecordReader[], each: (key: number, a: number, b: number) => void): void {
  const live = readers.map((_, r) => r).filter((r) => readers[r]!.next());
  const less = (x: number, y: number) =>
    readers[x]!.key < readers[y]!.key || (readers[x]!.key === readers[y]!.key && x < y);
  kWayMerge(live, less, (r) => {
    const reader = readers[r]!;
    each(reader.key, reader.a, reader.b);
    return reader.next();
  });
}
