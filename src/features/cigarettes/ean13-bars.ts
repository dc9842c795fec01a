// jsbarcode's EAN-13 encoder alone, from its ES module source: the bundle carries every symbology and a renderer.
import EAN13 from 'jsbarcode/src/barcodes/EAN_UPC/EAN13.js';

export interface BarGroup {
  /** First module of the group, counted from the left edge of the code. */
  start: number;
  modules: number;
  /** Runs of dark modules as [offset within the group, length]. */
  bars: [number, number][];
  text?: string;
  guard: boolean;
}

/** The bars of a valid EAN-13 code, grouped as printed: the leading digit, guards and the two halves. */
export function encodeEan13(digits: string): { groups: BarGroup[]; modules: number } {
  const encoded = new EAN13(digits, {
    displayValue: true,
    fontSize: 13,
    width: 1.5,
    height: 36,
    textMargin: 1,
  }).encode();
  const groups: BarGroup[] = [];
  let start = 0;
  for (const part of encoded) {
    groups.push({
      start,
      modules: part.data.length,
      bars: runsOfOnes(part.data),
      text: part.text,
      guard: part.options?.height !== undefined,
    });
    start += part.data.length;
  }
  return { groups, modules: start };
}

function runsOfOnes(bits: string): [number, number][] {
  const runs: [number, number][] = [];
  for (const match of bits.matchAll(/1+/g)) runs.push([match.index, match[0].length]);
  return runs;
}
