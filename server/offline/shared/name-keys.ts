import { pinyin } from 'pinyin-pro';

/** The forms of a name a query is matched against, all normalised (see `normaliseName`). */
export interface NameKeys {
  /** The name itself: 陆家嘴站, or a romanised name folded to lujiazui. */
  name: string;
  /** The name without its generic suffix (上海市 → 上海, 陆家嘴站 → 陆家嘴); "" when there is none. */
  core: string;
  /** Full pinyin of the name and of its core (lujiazuizhan, lujiazui); "" for a name without Han characters. */
  pinyin: string;
  corePinyin: string;
  /** Pinyin initials of the name and of its core (ljzz, ljz). */
  initials: string;
  coreInitials: string;
}

const HAN = /\p{Script=Han}/u;

/** Longest first, so 自治区 is taken off before 区. */
const SUFFIXES = [
  '特别行政区',
  '维吾尔自治区',
  '壮族自治区',
  '回族自治区',
  '自治区',
  '自治州',
  '自治县',
  '自治旗',
  '街道办事处',
  '街道',
  '地区',
  '新区',
  '林区',
  '省',
  '市',
  '区',
  '县',
  '旗',
  '盟',
  '镇',
  '乡',
  '站',
];

export const hasHan = (text: string) => HAN.test(text);

/** A name that can stand inside a Chinese sentence: no Latin letters (a romanised name, a code like T2). */
export function fitsChineseSentence(name: string): boolean {
  return name.length > 0 && !/\p{Script=Latin}/u.test(name);
}

/**
 * Folds width, case and accents and drops spaces and punctuation, so 浦东 (陆家嘴), 浦东(陆家嘴)
 * and "Lújiāzuǐ" compare as the letters and characters a person types.
 */
export function normaliseName(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');
}

function stripSuffix(name: string): string {
  for (const suffix of SUFFIXES) {
    if (name.endsWith(suffix) && [...name].length - suffix.length >= 2) return name.slice(0, -suffix.length);
  }
  return '';
}

const PINYIN = { toneType: 'none', type: 'array', v: true } as const;
const BATCH = 2000;

/**
 * One syllable per character of each name (pinyin-pro reads each name in context: 六安 → lu an;
 * other characters stay as they are, one per token). Names go to pinyin-pro a few thousand at a
 * time, one per line: several times faster than one call per name.
 */
export function syllablesOf(names: readonly string[]): string[][] {
  const han = names.filter(hasHan);
  const read = readSyllables(han);
  let next = 0;
  return names.map((name) => (hasHan(name) ? read[next++]! : []));
}

function readSyllables(names: readonly string[]): string[][] {
  const result: string[][] = [];
  for (let from = 0; from < names.length; from += BATCH) {
    const batch = names.slice(from, from + BATCH);
    const tokens = pinyin(batch.join('\n'), PINYIN);
    let current: string[] = [];
    const lines: string[][] = [current];
    for (const token of tokens) {
      if (token === '\n') lines.push((current = []));
      else current.push(token.toLowerCase());
    }
    // A name pinyin-pro tokenised unexpectedly (never seen) is read again on its own.
    batch.forEach((name, i) => {
      const line = lines[i];
      const fits = lines.length === batch.length && line && line.length === [...name].length;
      result.push(fits ? line : pinyin(name, PINYIN).map((s) => s.toLowerCase()));
    });
  }
  return result;
}

/** Every key of a name; `all` is its syllables from `syllablesOf` (computed once, when the index is built). */
export function nameKeys(name: string, all: readonly string[]): NameKeys {
  const core = stripSuffix(name);
  if (!hasHan(name)) return { name, core: '', pinyin: '', corePinyin: '', initials: '', coreInitials: '' };
  // The suffix is Han only, one syllable per character: the core's syllables are the first ones.
  const coreLength = all.length - ([...name].length - [...core].length);
  const join = (list: readonly string[]) => list.join('');
  const initials = (list: readonly string[]) => list.map((s) => (HAN.test(s) ? s : (s[0] ?? ''))).join('');
  const coreSyllables: readonly string[] = core ? all.slice(0, coreLength) : [];
  return {
    name,
    core,
    pinyin: join(all),
    corePinyin: join(coreSyllables),
    initials: initials(all),
    coreInitials: initials(coreSyllables),
  };
}
