import * as OpenCC from 'opencc-js';

const fromTaiwan = OpenCC.Converter({ from: 'tw', to: 'cn' });
const fromHongKong = OpenCC.Converter({ from: 'hk', to: 'cn' });

/** Han characters only (a name may join parts with a middle dot). */
export const isHanName = (text: string) => /^[\p{Script=Han}·]+$/u.test(text);

/**
 * Traditional → simplified Chinese (OpenCC). `region` picks the source variant's dictionary.
 * Mainland names are best left alone when already simplified: OpenCC turns 乾县 into 干县.
 */
export function toSimplified(text: string, region: 'TW' | 'HK' = 'TW'): string {
  return region === 'HK' ? fromHongKong(text) : fromTaiwan(text);
}
