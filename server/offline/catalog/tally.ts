/**
 * The per-record work of one browse call, in loops of their own over typed arrays (this is where a
 * call's time goes when it visits tens of thousands of records). Brands are indexed from 1 here
 * (0: no brand), so that a record without one needs no test of its own.
 */
export interface Tally {
  /** Each record's combination of the small facets' values, brand + 1, and place in the sort order. */
  comboOf: Int32Array;
  brandOf: Int32Array;
  place: Int32Array;
  /** Per combination, which small facets' filters it fails (0 for all when none is filtered). */
  comboFails: Int32Array;
  /** Per brand + 1, 1 when the brand filter lets it through (all 1 with no brand filter). */
  brandPasses: Uint8Array;
  /** Per combination, the records passing every filter but the small facets'. */
  comboCounts: Int32Array;
  /** Per brand + 1, the records passing every filter but the brand's. */
  brandCounts: Int32Array;
  /** One bit per place in the sort order: the records passing every filter. */
  hitWords: Int32Array;
  /** Room for every record's id. */
  passing: Int32Array;
}

/** A numeric filter checked per record: its figure (NaN: none, which fails) within [low, high]. */
export interface FigureCheck {
  figure: Float64Array;
  low: number;
  high: number;
}

/** Counts the records ids[from … to - 1], which pass every filter but the facets'; gives how many pass all. */
export function tallyRecords(t: Tally, ids: Int32Array, from: number, to: number): number {
  const { comboOf, brandOf, place, comboFails, brandPasses, comboCounts, brandCounts, hitWords } = t;
  let hits = 0;
  for (let i = from; i < to; i++) {
    const id = ids[i]!;
    const c = comboOf[id]!;
    const b = brandOf[id]! + 1;
    const passes = brandPasses[b]!;
    comboCounts[c]! += passes;
    if (comboFails[c] !== 0) continue;
    brandCounts[b]!++;
    if (passes === 1) {
      hits++;
      const at = place[id]!;
      hitWords[at >>> 5]! |= 1 << (at & 31);
    }
  }
  return hits;
}

/**
 * tallyRecords over the records of ids that also lie within each check and, with `inText`, are
 * marked in it: each check a pass of its own over what the ones before it kept.
 */
export function tallyWithin(
  t: Tally,
  ids: Int32Array,
  within: readonly FigureCheck[],
  inText: Uint8Array | undefined,
): number {
  let list = ids;
  let n = ids.length;
  for (const { figure, low, high } of within) {
    n = keepWithin(list, n, figure, low, high, t.passing);
    list = t.passing;
  }
  if (inText !== undefined) {
    n = keepMarked(list, n, inText, t.passing);
    list = t.passing;
  }
  return tallyRecords(t, list, 0, n);
}

/** Copies into `into` the first n ids whose figure lies in [low, high]; gives how many (`into` may be `ids`). */
function keepWithin(
  ids: Int32Array,
  n: number,
  figure: Float64Array,
  low: number,
  high: number,
  into: Int32Array,
) {
  let kept = 0;
  for (let i = 0; i < n; i++) {
    const id = ids[i]!;
    const value = figure[id]!;
    if (value >= low && value <= high) into[kept++] = id;
  }
  return kept;
}

/** Copies into `into` the first n ids marked in `marked`; gives how many (`into` may be `ids`). */
function keepMarked(ids: Int32Array, n: number, marked: Uint8Array, into: Int32Array) {
  let kept = 0;
  for (let i = 0; i < n; i++) {
    const id = ids[i]!;
    if (marked[id] !== 0) into[kept++] = id;
  }
  return kept;
}

/** Counts by brand + 1 the records ids[from … to - 1]. */
export function countBrands(
  brandOf: Int32Array,
  brandCounts: Int32Array,
  ids: Int32Array,
  from: number,
  to: number,
) {
  for (let i = from; i < to; i++) brandCounts[brandOf[ids[i]!]! + 1]!++;
}
