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
  scratch: Int32Array;
}

/** The text, price and tar filters, checked per record. */
export interface Bounds {
  priced: boolean;
  low: number;
  high: number;
  /** NaN: no tar filter. */
  tarMax: number;
  price: Float64Array;
  tar: Float64Array;
  /** 1 for the records the text matches; none: no text filter to check. */
  inText: Uint8Array | undefined;
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

/** tallyRecords over the records of ids that also pass the text, price and tar filters. */
export function tallyWithin(t: Tally, ids: Int32Array, bounds: Bounds): number {
  const { priced, low, high, tarMax, price, tar, inText } = bounds;
  const tarBounded = !Number.isNaN(tarMax);
  const passing = t.scratch;
  let n = 0;
  for (let i = 0; i < ids.length; i++) {
    const id = ids[i]!;
    if (priced && !(price[id]! >= low && price[id]! <= high)) continue;
    if (tarBounded && !(tar[id]! <= tarMax)) continue;
    if (inText !== undefined && inText[id] === 0) continue;
    passing[n++] = id;
  }
  return tallyRecords(t, passing, 0, n);
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
