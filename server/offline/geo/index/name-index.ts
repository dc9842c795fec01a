import { nameKeys, normaliseName, syllablesOf } from './name-keys';
import type { PlaceEntry } from './place-entry';

/** How a key was made from a name: it decides how good a match on it is. */
export const KEY_NAME = 0;
export const KEY_PINYIN = 1;
export const KEY_INITIALS = 2;
type KeyType = typeof KEY_NAME | typeof KEY_PINYIN | typeof KEY_INITIALS;

/**
 * The place names, ready to search: every name's keys (name, core name, full pinyin,
 * initials) sorted for prefix ranges by binary search, and for Chinese queries a list
 * per character of the names that contain it (substring matches without a full scan).
 */
export interface NameIndex {
  entries: PlaceEntry[];
  /** Normalised name of entry i, and its core name ("" when none). */
  names: string[];
  cores: string[];
  /** Sorted keys; keyEntry[k] is the entry key k belongs to, keyType[k] how it was made. */
  keys: string[];
  keyEntry: Uint32Array;
  keyType: Uint8Array;
  /** Han character → the entries whose name contains it, ascending. */
  byChar: Map<string, Uint32Array>;
}

export function buildNameIndex(entries: PlaceEntry[]): NameIndex {
  const names: string[] = [];
  const cores: string[] = [];
  const raw: { key: string; entry: number; type: KeyType }[] = [];
  const byChar = new Map<string, number[]>();
  const normalised = entries.map((entry) => normaliseName(entry.name));
  // Pinyin only for names whose source did not read it in advance.
  const missing = entries.flatMap((entry, i) => (entry.syllables ? [] : [i]));
  const read = syllablesOf(missing.map((i) => normalised[i]!));
  const syllables: Array<readonly string[]> = entries.map((entry) => entry.syllables ?? []);
  missing.forEach((entry, k) => (syllables[entry] = read[k]!));
  entries.forEach((_, i) => {
    const k = nameKeys(normalised[i]!, syllables[i]!);
    names.push(k.name);
    cores.push(k.core);
    const add = (key: string, type: KeyType) => key && raw.push({ key, entry: i, type });
    add(k.name, KEY_NAME);
    if (k.core) add(k.core, KEY_NAME);
    add(k.pinyin, KEY_PINYIN);
    if (k.corePinyin !== k.pinyin) add(k.corePinyin, KEY_PINYIN);
    add(k.initials, KEY_INITIALS);
    if (k.coreInitials !== k.initials) add(k.coreInitials, KEY_INITIALS);
    for (const char of new Set(k.name)) {
      if (char.charCodeAt(0) < 0x2e80) continue;
      let list = byChar.get(char);
      if (!list) byChar.set(char, (list = []));
      list.push(i);
    }
  });
  raw.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.entry - b.entry));
  return {
    entries,
    names,
    cores,
    keys: raw.map((r) => r.key),
    keyEntry: Uint32Array.from(raw, (r) => r.entry),
    keyType: Uint8Array.from(raw, (r) => r.type),
    byChar: new Map([...byChar].map(([char, list]) => [char, Uint32Array.from(list)])),
  };
}

/** The first key ≥ `prefix` (keys from there on that start with it form the prefix's range). */
export function lowerBound(keys: readonly string[], prefix: string): number {
  let lo = 0;
  let hi = keys.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (keys[mid]! < prefix) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
