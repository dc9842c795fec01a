import { nameKeys, normaliseName, syllablesOf } from '../../shared/name-keys';
import type { PlaceEntry } from '../../shared/place-entry';
import { toColumns, type PlaceColumns } from './place-columns';
import { itemEquals, lowerBound, packText, type PackedText } from '../../shared/packed-text';

/** How a key was made from a name: it decides how good a match on it is. */
export const KEY_NAME = 0;
export const KEY_PINYIN = 1;
export const KEY_INITIALS = 2;
type KeyType = typeof KEY_NAME | typeof KEY_PINYIN | typeof KEY_INITIALS;

/**
 * The place names, ready to search: every name's keys (name, core name, full pinyin,
 * initials) sorted for prefix ranges by binary search, and for Chinese queries a list
 * per character of the names that contain it (substring matches without a full scan).
 * Typed arrays and packed texts only, so its cache reads back at the speed of a copy.
 */
export interface NameIndex {
  places: PlaceColumns;
  /** Normalised name of place i, and its core name ("" when none). */
  names: PackedText;
  cores: PackedText;
  /** Sorted keys; keyEntry[k] is the place key k belongs to, keyType[k] how it was made. */
  keys: PackedText;
  keyEntry: Uint32Array;
  keyType: Uint8Array;
  /** The Han characters of the names, sorted; the places whose name holds chars[c] are charEntries[charStarts[c]…charStarts[c + 1]), ascending. */
  chars: PackedText;
  charStarts: Uint32Array;
  charEntries: Uint32Array;
}

/** The places whose name contains the character, ascending, or undefined for none. */
export function entriesWithChar(index: NameIndex, char: string): Uint32Array | undefined {
  const c = lowerBound(index.chars, char);
  if (c === index.charStarts.length - 1 || !itemEquals(index.chars, c, char)) return undefined;
  return index.charEntries.subarray(index.charStarts[c], index.charStarts[c + 1]);
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
    // Another language's name, a romanisation or an alternative name: found as a name is, never shown.
    for (const alias of entries[i]!.aliases ?? []) add(normaliseName(alias), KEY_NAME);
    for (const char of new Set(k.name)) {
      if (char.charCodeAt(0) < 0x2e80) continue;
      let list = byChar.get(char);
      if (!list) byChar.set(char, (list = []));
      list.push(i);
    }
  });
  raw.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.entry - b.entry));
  const chars = [...byChar.keys()].sort();
  const charStarts = new Uint32Array(chars.length + 1);
  chars.forEach((char, c) => (charStarts[c + 1] = charStarts[c]! + byChar.get(char)!.length));
  return {
    places: toColumns(entries),
    names: packText(names),
    cores: packText(cores),
    keys: packText(raw.map((r) => r.key)),
    keyEntry: Uint32Array.from(raw, (r) => r.entry),
    keyType: Uint8Array.from(raw, (r) => r.type),
    chars: packText(chars),
    charStarts,
    charEntries: Uint32Array.from(chars.flatMap((char) => byChar.get(char)!)),
  };
}
