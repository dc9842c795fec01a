import * as OpenCC from 'opencc-js';

// Built on first use (~40 ms each): the server needs one only once a street-level answer is asked.
let taiwan: ((text: string) => string) | undefined;
let hongKong: ((text: string) => string) | undefined;
const fromTaiwan = (text: string) => (taiwan ??= OpenCC.Converter({ from: 'tw', to: 'cn' }))(text);
const fromHongKong = (text: string) => (hongKong ??= OpenCC.Converter({ from: 'hk', to: 'cn' }))(text);

/** Han characters only (a name may join parts with a middle dot). */
export const isHanName = (text: string) => /^[\p{Script=Han}·]+$/u.test(text);

/** Characters that mainland place names keep although OpenCC maps them (乾县, 乾安 are not 干县, 干安). */
const MAINLAND_KEEPS = /(乾)/u;

/**
 * Traditional → simplified Chinese (OpenCC). `region` picks the source variant's dictionary;
 * 'CN' converts a mainland name that may carry traditional characters, keeping 乾.
 */
export function toSimplified(text: string, region: 'TW' | 'HK' | 'CN' = 'TW'): string {
  if (region === 'HK') return fromHongKong(text);
  if (region === 'TW') return fromTaiwan(text);
  return text
    .split(MAINLAND_KEEPS)
    .map((part) => (MAINLAND_KEEPS.test(part) ? part : fromTaiwan(part)))
    .join('');
}
