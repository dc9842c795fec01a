import { HISTORY_LIMIT, type LookupEntry } from './history-slice';

interface Persisted {
  lookups?: LookupEntry[];
  recentSearches?: string[];
}

/**
 * Reads what an older version kept under `app-ui`. Version 0 kept the cigarette
 * panel's recent names apart from the history; they join it now (one list), after
 * its entries and dated as its oldest, each name once, within the history's limit.
 */
export function migrateAppUi(persisted: unknown, version: number): unknown {
  if (version >= 1 || typeof persisted !== 'object' || persisted === null) return persisted;
  const { recentSearches = [], lookups = [], ...rest } = persisted as Persisted;
  const at = lookups.at(-1)?.at ?? new Date().toISOString();
  const known = new Set(lookups.flatMap((entry) => (entry.kind === 'cigarette' ? [entry.name] : [])));
  const joined = recentSearches
    .filter((name) => !known.has(name))
    .map((name): LookupEntry => ({ kind: 'cigarette', at, name }));
  return { ...rest, lookups: [...lookups, ...joined].slice(0, HISTORY_LIMIT) };
}
