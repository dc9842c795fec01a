import { townshipStem } from '../common/chinese-place-name';
import { readOpenData } from '../common/open-data-file';
import { TOWNSHIP_COLUMNS, TOWNSHIPS_FILE, type TownshipRow } from './townships-file';

/** A township of the official list: its 9-digit code and its full name (东华门街道, 下堡乡). */
interface TownshipMatch {
  code: string;
  name: string;
}

/**
 * Finds a township by name inside one county-level area (6-digit adcode, decided by polygon).
 * The name may lack its level (下堡 → 下堡乡) or carry an older one (红墩乡 → 红墩镇);
 * a stem shared by two townships of the area matches neither.
 */
export type TownshipMatcher = (districtAdcode: string, name: string) => TownshipMatch | undefined;

export function loadTownshipMatcher(dir?: string): TownshipMatcher {
  const byDistrict = new Map<
    string,
    { exact: Map<string, TownshipMatch>; stems: Map<string, TownshipMatch | null> }
  >();
  for (const [district, towns] of readOpenData<TownshipRow>(TOWNSHIPS_FILE, TOWNSHIP_COLUMNS, dir).rows) {
    const exact = new Map<string, TownshipMatch>();
    const stems = new Map<string, TownshipMatch | null>();
    for (const [suffix, name] of towns) {
      const town = { code: district + suffix, name };
      exact.set(name, town);
      const stem = townshipStem(name);
      stems.set(stem, stems.has(stem) ? null : town);
    }
    byDistrict.set(district, { exact, stems });
  }
  return (districtAdcode, name) => {
    const district = byDistrict.get(districtAdcode);
    if (!district) return undefined;
    return district.exact.get(name) ?? district.stems.get(townshipStem(name)) ?? undefined;
  };
}
