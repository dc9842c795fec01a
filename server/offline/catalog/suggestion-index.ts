import { distance } from 'fastest-levenshtein';
import { normaliseCigaretteName } from '../../../common/cigarette-name';
import { PinyinIndex } from './pinyin-index';

/** How many near names are scored with an edit distance after the n-gram count. */
const CANDIDATES = 200;
/** Queries up to this many characters also count single characters (a typo in 中花 leaves no shared pair). */
const UNIGRAM_MAX_LENGTH = 3;
/** A query is at most 64 characters: 64 singles or 63 pairs, so a count fits a byte. */
const MAX_GRAMS = 127;

/**
 * Finds catalog names near a query without reading every name: an inverted index
 * from character n-grams (pairs, and single characters for short queries) to names,
 * plus the names' pinyin (full and initials). A miss costs work in proportion to the
 * names that share a piece with the query, never to the whole catalog.
 */
export class SuggestionIndex {
  private readonly keys: string[];
  private readonly lengths: Uint16Array;
  private readonly postings = new Map<string, Int32Array>();
  private readonly pinyin: PinyinIndex;
  /** Scratch space for one query at a time (queries run to completion on the one thread). */
  private readonly counts: Uint8Array;
  private readonly touched: Int32Array;

  constructor(private readonly names: readonly string[]) {
    this.keys = names.map(normaliseCigaretteName);
    this.lengths = Uint16Array.from(this.keys, (key) => [...key].length);
    this.counts = new Uint8Array(names.length);
    this.touched = new Int32Array(names.length);
    const lists = new Map<string, number[]>();
    this.keys.forEach((key, id) => {
      for (const gram of grams([...key], true)) {
        let list = lists.get(gram);
        if (!list) lists.set(gram, (list = []));
        list.push(id);
      }
    });
    for (const [gram, list] of lists) this.postings.set(gram, Int32Array.from(list));
    this.pinyin = new PinyinIndex(names);
  }

  /** Did-you-mean for a miss: names that sound like it, then names that contain the query (or it them), then near spellings, then pinyin. */
  suggest(query: string, limit: number): string[] {
    const key = normaliseCigaretteName(query);
    if (!key) return [];
    const chars = [...key];
    const scored: { id: number; score: number }[] = [];
    for (const id of this.nearest(chars)) {
      const candidate = this.keys[id]!;
      if (candidate.includes(key) || key.includes(candidate)) {
        scored.push({ id, score: Math.abs(this.lengths[id]! - chars.length) / 100 });
        continue;
      }
      const edits = distance(key, candidate);
      const allowed = Math.max(1, Math.floor(Math.max(chars.length, this.lengths[id]!) / 2));
      if (edits <= allowed) scored.push({ id, score: edits });
    }
    scored.sort((a, b) => a.score - b.score || compareNames(this.names[a.id]!, this.names[b.id]!));
    return this.pick(
      limit,
      this.pinyin.sameSound(key, limit),
      scored.map(({ id }) => id),
      this.pinyin.match(key, limit),
    ).map((id) => this.names[id]!);
  }

  /** Autocomplete: names starting with the query, then names that sound like it, then names containing it, then pinyin matches. */
  search(query: string, limit: number): string[] {
    return this.searchIds(query, limit).map((id) => this.names[id]!);
  }

  /** The ids (positions in `names`) of what `search` finds, in its order. */
  searchIds(query: string, limit: number): number[] {
    const key = normaliseCigaretteName(query);
    if (!key) return [];
    const chars = [...key];
    const all = grams(chars, false);
    const touched = this.count(all);
    const ids = [...touched].filter((id) => this.counts[id] === all.size && this.keys[id]!.includes(key));
    this.reset(touched);
    ids.sort((a, b) => a - b);
    const prefix = ids.filter((id) => this.keys[id]!.startsWith(key));
    const inside = ids.filter((id) => !this.keys[id]!.startsWith(key));
    return this.pick(limit, prefix, this.pinyin.sameSound(key, limit), inside, this.pinyin.match(key, limit));
  }

  /**
   * Every id `searchIds` finds with no limit, each once and in no order: what browsing by text
   * needs (it orders by its own sort), without ranking a text that most names hold.
   */
  matchIds(query: string): Int32Array {
    const key = normaliseCigaretteName(query);
    if (!key) return new Int32Array(0);
    const chars = [...key];
    const all = grams(chars, false);
    const size = this.names.length;
    const sounding = [...this.pinyin.sameSound(key, size), ...this.pinyin.match(key, size)];
    const touched = this.count(all);
    const { counts, keys } = this;
    const found = new Int32Array(touched.length + sounding.length);
    // A key of one or two characters is its only gram: a name holding it holds the key.
    const holdsKey = chars.length <= 2 ? () => true : (id: number) => keys[id]!.includes(key);
    let n = 0;
    for (let i = 0; i < touched.length; i++) {
      const id = touched[i]!;
      if (counts[id] === all.size && holdsKey(id)) found[n++] = id;
    }
    this.reset(touched);
    // counts marks what is found, so a name that also sounds like the query is listed once.
    for (let i = 0; i < n; i++) counts[found[i]!] = 1;
    for (const id of sounding) if (counts[id] === 0) counts[(found[n++] = id)] = 1;
    const ids = found.slice(0, n);
    this.reset(ids);
    return ids;
  }

  /** The first `limit` distinct ids from the groups, in order. */
  private pick(limit: number, ...groups: number[][]): number[] {
    const out = new Set<number>();
    for (const ids of groups) for (const id of ids) if (out.size < limit) out.add(id);
    return [...out];
  }

  /** The names sharing the most n-grams with the query, at most CANDIDATES (closest length first on ties). */
  private nearest(chars: string[]): number[] {
    const touched = this.count(grams(chars, chars.length <= UNIGRAM_MAX_LENGTH));
    const { counts, lengths } = this;
    // How many names share each number of grams; the cut is the lowest count that still fits.
    const histogram = new Uint32Array(MAX_GRAMS + 1);
    for (let i = 0; i < touched.length; i++) histogram[counts[touched[i]!]!]!++;
    let cut = MAX_GRAMS;
    for (let above = 0; cut > 1 && above + histogram[cut]! < CANDIDATES; cut--) above += histogram[cut]!;
    const picked: number[] = [];
    const tied: number[][] = [];
    for (let i = 0; i < touched.length; i++) {
      const id = touched[i]!;
      if (counts[id]! > cut) picked.push(id);
      else if (counts[id] === cut) (tied[Math.abs(lengths[id]! - chars.length)] ??= []).push(id);
    }
    for (const ids of tied)
      if (ids && picked.length < CANDIDATES) picked.push(...ids.slice(0, CANDIDATES - picked.length));
    this.reset(touched);
    return picked;
  }

  /** Counts, per name, how many of the grams it holds; returns the names with at least one. */
  private count(query: Set<string>): Int32Array {
    const { counts, touched } = this;
    let size = 0;
    for (const gram of query) {
      const list = this.postings.get(gram);
      if (!list) continue;
      for (let i = 0; i < list.length; i++) {
        const id = list[i]!;
        if (counts[id]!++ === 0) touched[size++] = id;
      }
    }
    return touched.subarray(0, size);
  }

  private reset(touched: Int32Array) {
    for (let i = 0; i < touched.length; i++) this.counts[touched[i]!] = 0;
  }
}

/** Character pairs of a key (its only character when it has one), with single characters if asked. */
function grams(chars: string[], unigrams: boolean): Set<string> {
  const out = new Set<string>();
  if (chars.length === 1 || unigrams) for (const char of chars) out.add(char);
  for (let i = 0; i + 1 < chars.length; i++) out.add(chars[i]! + chars[i + 1]!);
  return out;
}

const compareNames = (a: string, b: string) => a.localeCompare(b, 'zh-Hans-CN');
