import type { CigaretteRecord } from '../../../contract/cigarette-schema';
import { normaliseCigaretteName } from '../../../common/cigarette-name';
import type { OfflineCatalog } from '../parts';
import { createBrowser } from './browse';
import { placesIn } from './filter-results';
import { ProductNotFound } from './product-not-found';
import { SuggestionIndex } from './suggestion-index';
import { encodeValidated } from './validated-records';

export const MAX_SUGGESTIONS = 8;

/**
 * The offline catalog over validated records whose names are unique once
 * normalised (the file parser rejects two that are not). Lookup is forgiving:
 * brackets, width, spaces and case fold together. No match throws ProductNotFound
 * carrying the nearest names (typos, pinyin).
 */
export function createCatalog(
  records: CigaretteRecord[],
  version: Record<string, string>,
  browseCacheMb?: number,
): OfflineCatalog {
  const byKey = new Map<string, CigaretteRecord>();
  for (const record of records) {
    const key = normaliseCigaretteName(record.name);
    const same = byKey.get(key);
    if (same) throw new Error(`catalog names "${same.name}" and "${record.name}" read as the same name`);
    byKey.set(key, record);
  }
  encodeValidated(records);
  const index = new SuggestionIndex(records.map((record) => record.name));
  // Browsing by text finds what autocomplete finds, without its limit.
  const browse = createBrowser(
    records,
    (q) => index.matchIds(q),
    browseCacheMb === undefined ? undefined : placesIn(browseCacheMb),
  );

  return {
    version,
    find(name) {
      const found = byKey.get(normaliseCigaretteName(name));
      if (found) return found;
      throw new ProductNotFound(name, index.suggest(name, MAX_SUGGESTIONS));
    },
    search: (query, limit) => index.search(query, limit),
    browse,
  };
}
