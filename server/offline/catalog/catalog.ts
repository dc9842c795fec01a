import { distance } from 'fastest-levenshtein';
import type { CigaretteRecord } from '../../../src/api/cigarette-schema';
import { normaliseCigaretteName } from '../../../src/api/cigarette-name';
import { ServiceError } from '../../errors';
import type { OfflineCatalog } from '../../providers/offline';

export const MAX_SUGGESTIONS = 8;

interface Entry {
  record: CigaretteRecord;
  key: string;
}

/**
 * The offline catalog over validated records. Lookup is forgiving: the exact
 * name first, then the normalised name (brackets, spaces, case). No match, or
 * several, is a 404 carrying the closest names as `suggestions`.
 */
export function createCatalog(records: CigaretteRecord[], version: Record<string, string>): OfflineCatalog {
  const entries: Entry[] = records.map((record) => ({ record, key: normaliseCigaretteName(record.name) }));
  const byName = new Map(records.map((record) => [record.name, record]));

  return {
    version,
    find(name) {
      const exact = byName.get(name.trim());
      if (exact) return exact;
      const key = normaliseCigaretteName(name);
      const same = entries.filter((entry) => entry.key === key);
      if (same.length === 1) return same[0]!.record;
      if (same.length > 1) {
        throw new ServiceError(404, `several products match "${name}"; pick one of the suggestions`, {
          suggestions: same.slice(0, MAX_SUGGESTIONS).map((entry) => entry.record.name),
        });
      }
      throw new ServiceError(404, `no product named "${name}"`, { suggestions: closestNames(entries, key) });
    },
    search(query, limit) {
      const key = normaliseCigaretteName(query);
      if (!key) return [];
      const prefix = entries.filter((entry) => entry.key.startsWith(key));
      const inside = entries.filter((entry) => !entry.key.startsWith(key) && entry.key.includes(key));
      return [...prefix, ...inside].slice(0, limit).map((entry) => entry.record.name);
    },
  };
}

/**
 * Names that contain what was typed (or are contained in it) come first, shortest
 * first; then names within an edit distance of about half their length, nearest first.
 */
function closestNames(entries: Entry[], key: string): string[] {
  if (!key) return [];
  const scored: { name: string; score: number }[] = [];
  for (const { record, key: candidate } of entries) {
    if (candidate.includes(key) || key.includes(candidate)) {
      scored.push({ name: record.name, score: Math.abs(candidate.length - key.length) / 100 });
      continue;
    }
    const edits = distance(key, candidate);
    const allowed = Math.max(1, Math.floor(Math.max([...key].length, [...candidate].length) / 2));
    if (edits <= allowed) scored.push({ name: record.name, score: edits });
  }
  return scored
    .sort((a, b) => a.score - b.score || a.name.localeCompare(b.name, 'zh-Hans-CN'))
    .slice(0, MAX_SUGGESTIONS)
    .map((entry) => entry.name);
}
