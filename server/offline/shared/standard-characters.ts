import * as OpenCC from 'opencc-js';

let traditional: ((text: string) => string) | undefined;
let japanese: ((text: string) => string) | undefined;
const fromTraditional = (text: string) => (traditional ??= OpenCC.Converter({ from: 't', to: 'cn' }))(text);
const fromJapanese = (text: string) => (japanese ??= OpenCC.Converter({ from: 'jp', to: 'cn' }))(text);

/** GB 2312 characters that are standard although OpenCC maps them (乾县, 蒜薹, 於潜镇). */
const STANDARD_THOUGH_MAPPED = new Set(['乾', '薹', '於']);

/**
 * The standard list names are held to: GB 2312's 6,763 Han characters (the simplified set every
 * Chinese system shows), decoded from the GB 18030 table Node's ICU carries, less the 13 Traditional
 * forms it also holds (後, 於 …). No well-kept npm package ships 通用规范汉字表 (8,105); GB 2312
 * is its core, so a rare place-name character outside it (圐圙, 瀼) is kept and reported, never changed.
 */
let standard: Set<string> | undefined;
export function standardCharacters(): ReadonlySet<string> {
  if (standard) return standard;
  const decoder = new TextDecoder('gb18030');
  standard = new Set();
  for (let high = 0xb0; high <= 0xf7; high++) {
    for (let low = 0xa1; low <= 0xfe; low++) {
      const char = decoder.decode(new Uint8Array([high, low]));
      const traditionalForm = fromTraditional(char) !== char && !STANDARD_THOUGH_MAPPED.has(char);
      if (/\p{Script=Han}/u.test(char) && !traditionalForm) standard.add(char);
    }
  }
  return standard;
}

/** Variant forms OpenCC's tables lack, seen in GeoNames' names (Unihan's kZVariant/kSemanticVariant). */
const VARIANTS: Record<string, string> = { 靑: '青', 楡: '榆', 鼇: '鳌' };

/**
 * The standard Simplified form of a Han character outside the list: its Traditional (後 → 后) or
 * Japanese (仏 → 佛, 徳 → 德) form's Simplified one, when that is in the list; else undefined.
 * A character in the list is never changed (乾, 芸 stay although OpenCC maps them).
 */
export function simplifiedCharacter(char: string): string | undefined {
  const list = standardCharacters();
  if (list.has(char) || !/\p{Script=Han}/u.test(char)) return undefined;
  if (VARIANTS[char]) return VARIANTS[char];
  for (const convert of [fromTraditional, fromJapanese]) {
    const simple = convert(char);
    if (simple !== char && list.has(simple)) return simple;
  }
  return undefined;
}

/** The name with every Traditional or Japanese form that has a standard Simplified one replaced. */
export function standardName(name: string): string {
  let out = '';
  for (const char of name) out += simplifiedCharacter(char) ?? char;
  return out;
}

/** The Han characters of `name` outside the standard list (after standardName: the rare ones kept). */
export function rareCharacters(name: string): string[] {
  const list = standardCharacters();
  return [...name].filter((char) => /\p{Script=Han}/u.test(char) && !list.has(char));
}
