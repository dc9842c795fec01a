/** Set bits in a 32-bit word. */
function bitCount(word: number): number {
  let n = word - ((word >>> 1) & 0x55555555);
  n = (n & 0x33333333) + ((n >>> 2) & 0x33333333);
  return (((n + (n >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/**
 * The places in one sort order of the records that pass a call's filters, as one bit per place:
 * marking costs one step a record whatever the order, and a page is read by skipping whole words
 * (32 places) up to its first record, so no call sorts its hits. Reused by every call and left empty.
 */
export class PlaceSet {
  /** Written directly by the tally's loops (tally.ts). */
  readonly words: Int32Array;

  constructor(size: number) {
    this.words = new Int32Array((size + 31) >>> 5);
  }

  add(place: number) {
    this.words[place >>> 5]! |= 1 << (place & 31);
  }

  /** Every marked place, ascending (there are `count`); the set is emptied. */
  takeAll(count: number): Int32Array {
    const { words } = this;
    const all = new Int32Array(count);
    let n = 0;
    for (let w = 0; w < words.length; w++) {
      let word = words[w]!;
      while (word !== 0) {
        all[n++] = w * 32 + 31 - Math.clz32(word & -word);
        word &= word - 1;
      }
    }
    words.fill(0);
    return all;
  }

  /** The `length` places from the `start`-th marked one (0-based), ascending; the set is emptied. */
  takePage(start: number, length: number): number[] {
    const { words } = this;
    const page: number[] = [];
    let skipped = 0;
    for (let w = 0; w < words.length && page.length < length; w++) {
      let word = words[w]!;
      if (word === 0) continue;
      const inWord = bitCount(word);
      if (skipped + inWord <= start) {
        skipped += inWord;
        continue;
      }
      while (word !== 0 && page.length < length) {
        const bit = 31 - Math.clz32(word & -word);
        word &= word - 1;
        if (skipped++ >= start) page.push(w * 32 + bit);
      }
    }
    words.fill(0);
    return page;
  }
}
