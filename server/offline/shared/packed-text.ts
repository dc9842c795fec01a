/**
 * A list of strings kept as one string and where each ends (UTF-16 units): a cache holding it
 * is read back as two values, not a string per item. Items are compared in place, without
 * slicing them out (see the functions below).
 */
export interface PackedText {
  text: string;
  ends: Uint32Array;
}

export function packText(list: readonly string[]): PackedText {
  const ends = new Uint32Array(list.length);
  let end = 0;
  list.forEach((item, i) => (ends[i] = end += item.length));
  return { text: list.join(''), ends };
}

export const itemCount = (packed: PackedText) => packed.ends.length;
const startOf = (packed: PackedText, i: number) => (i === 0 ? 0 : packed.ends[i - 1]!);
export const itemLength = (packed: PackedText, i: number) => packed.ends[i]! - startOf(packed, i);

export function itemAt(packed: PackedText, i: number): string {
  return packed.text.slice(startOf(packed, i), packed.ends[i]);
}

export function itemEquals(packed: PackedText, i: number, q: string): boolean {
  return itemLength(packed, i) === q.length && packed.text.startsWith(q, startOf(packed, i));
}

export function itemStartsWith(packed: PackedText, i: number, q: string): boolean {
  return itemLength(packed, i) >= q.length && packed.text.startsWith(q, startOf(packed, i));
}

export function itemIncludes(packed: PackedText, i: number, q: string): boolean {
  const last = packed.ends[i]! - q.length;
  for (let at = startOf(packed, i); at <= last; at++) if (packed.text.startsWith(q, at)) return true;
  return false;
}

/** Item i compared with q as JavaScript compares strings (UTF-16 units): negative, 0 or positive. */
function compareItem(packed: PackedText, i: number, q: string): number {
  const start = startOf(packed, i);
  const length = packed.ends[i]! - start;
  const common = Math.min(length, q.length);
  for (let k = 0; k < common; k++) {
    const diff = packed.text.charCodeAt(start + k) - q.charCodeAt(k);
    if (diff !== 0) return diff;
  }
  return length - q.length;
}

/** In a sorted list, the first item ≥ `prefix` (items from there on that start with it form its range). */
export function lowerBound(packed: PackedText, prefix: string): number {
  let lo = 0;
  let hi = packed.ends.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (compareItem(packed, mid, prefix) < 0) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
