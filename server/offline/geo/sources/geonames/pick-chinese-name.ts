import { pinyin } from 'pinyin-pro';
import { COUNTY_SUFFIX, countyStem, TOWNSHIP_SUFFIX, townshipStem } from '../common/chinese-place-name';
import { isHanName, toSimplified } from '../../../shared/simplified-chinese';

export interface GeonamesNames {
  /** GeoNames' romanised name (ASCII form), e.g. "Zongzhai", "Kaohsiung". */
  romanised: string;
  /** GeoNames' alternate names, any language, in its order. */
  alternates: string[];
  country: string;
  /** Seats of townships and counties rank a township suffix first; cities rank 市 first. */
  role: 'seat' | 'city' | 'place';
}

const letters = (text: string) =>
  text
    .normalize('NFD')
    .toLowerCase()
    .replace(/[^a-z]/g, '');
const toPinyin = (text: string) =>
  letters(pinyin(text, { toneType: 'none', separator: '' }).replace(/ü/g, 'u'));

/**
 * The candidates as simplified Chinese. A mainland name stays as GeoNames has it when the official
 * list knows it (OpenCC would turn 乾县 into 干县); a traditional spelling whose simplified form is
 * already listed is dropped.
 */
export function simplifiedCandidates(names: GeonamesNames, known: ReadonlySet<string>): string[] {
  const region =
    names.country === 'HK' || names.country === 'MO' ? 'HK' : names.country === 'TW' ? 'TW' : 'CN';
  const han = names.alternates.filter(isHanName);
  const out: string[] = [];
  for (const name of han) {
    const keep = names.country === 'CN' && (known.has(name) || known.has(townshipStem(name)));
    const simple = keep ? name : toSimplified(name, region);
    if (!out.includes(simple)) out.push(simple);
  }
  return out;
}

function rank(name: string, role: GeonamesNames['role']): number {
  const township = TOWNSHIP_SUFFIX.test(name);
  const county = COUNTY_SUFFIX.test(name);
  if (role === 'city') return name.endsWith('市') ? 3 : county || township ? 1 : 2;
  if (township) return 3;
  return county && role === 'seat' ? 1 : county ? 3 : 2;
}

/**
 * The Chinese name of a GeoNames place: among its Han-script alternate names, those whose pinyin
 * is the romanised name (with or without their level: 总寨镇 for Zongzhai) come first; then the
 * form that names the place's level (镇, 乡, 街道 for seats; 市 for cities), then the longer one.
 * `candidates` are simplifiedCandidates(names). Undefined when GeoNames has no Chinese name for it.
 */
export function pickChineseName(names: GeonamesNames, candidates: readonly string[]): string | undefined {
  const romanised = letters(names.romanised);
  const spoken = candidates.filter((name) =>
    [name, townshipStem(name), countyStem(name)].some((form) => toPinyin(form) === romanised),
  );
  const pool = spoken.length > 0 ? spoken : candidates;
  let best: string | undefined;
  for (const name of pool) {
    if (!best) best = name;
    else {
      const byRank = rank(name, names.role) - rank(best, names.role);
      if (byRank > 0 || (byRank === 0 && name.length > best.length)) best = name;
    }
  }
  return best;
}
