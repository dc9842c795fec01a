/** Set bits in a 32-bit word. */
function bitCount(word: number): number {
  let n = word - ((word >>> 1) & 0x55555555);
  n = (n & 0x33333333) + ((n >>> 2) & 0x33333333);
  return (((n + (n >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/** One turn's marks in a place set, taken once (a page or all of them) and only before the set's next turn; the set is emptied. */
export interface PlaceMarks {
  /** Every marked place, ascending (there are `count`). */
  takeAll(count: number): Int32Array;
  /** The `length` places from the `start`-th marked one (0-based), ascending. */
  takePage(start: number, length: number): number[];
}

/**
 * The places in one sort order of the records that pass a call's filters, as one bit per place:
 * marking costs one step a record whatever the order, and a page is read by skipping whole words
 * (32 places) up to its first record, so no call sorts its hits. Reused by every call: each marks
 * in a turn of its own (`mark()`), whose places only that turn's marks can take.
 */
export class PlaceSet {
  /** Written directly by the tally's loops (tally.ts), within a turn. */
  readonly words: Int32Array;
  private turn = 0;
  private marked = false;

  constructor(size: number) {
    this.words = new Int32Array((size + 31) >>> 5);
  }

  /** Starts a turn of marking; whatever an earlier turn left untaken (a count that threw) is dropped. */
  mark(): PlaceMarks {
    if (this.marked) this.words.fill(0);
    this.marked = true;
    const turn = ++this.turn;
    const claim = () => {
      if (turn !== this.turn || !this.marked)
        throw new Error('these places were taken already, or another turn has marked over them');
      this.marked = false;
      return this.words;
    };
    return {
      takeAll: (count) => takeAll(claim(), count),
      takePage: (start, length) => takePage(claim(), start, length),
    };
  }

  add(place: number) {
    this.words[place >>> 5]! |= 1 << (place & 31);
  }
}

function takeAll(words: Int32Array, count: number): Int32Array {
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

function takePage(words: Int32Array, start: number, length: number): number[] {
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
