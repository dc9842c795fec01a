import { PLACE_KINDS } from '../../../../contract/place-schema';
import { hasHan, normaliseName } from '../../shared/name-keys';
import { entriesWithChar, KEY_INITIALS, KEY_NAME, type NameIndex } from '../index/name-index';
import { placeAt, placeCount } from '../index/place-columns';
import type { PlaceEntry } from '../../shared/place-entry';
import { itemEquals, itemIncludes, itemLength, itemStartsWith, lowerBound } from '../../shared/packed-text';
import { approxKm, MATCH, matchScore, NEARNESS_MAX, placeScore, toNear } from './rank';

/** Two hits with the same name and kind this close are one place (a station's nodes per line). */
const SAME_PLACE_KM = 2;
const TOWNSHIP = PLACE_KINDS.indexOf('township');

/** Ranked name search over a NameIndex: Chinese by characters, Latin letters by pinyin, initials or romanised name. */
export class PlaceSearch {
  private readonly best: Float64Array;
  private readonly seen: Uint32Array;
  private stamp = 0;
  // The places' fields the score reads, in flat arrays (the hot loop touches no objects).
  private readonly lat: Float64Array;
  private readonly lng: Float64Array;
  private readonly importance: Float64Array;
  private readonly kind: Uint8Array;

  constructor(private readonly index: NameIndex) {
    const count = placeCount(index.places);
    this.best = new Float64Array(count);
    this.seen = new Uint32Array(count);
    ({ lat: this.lat, lng: this.lng, importance: this.importance, kind: this.kind } = index.places);
  }

  get size() {
    return placeCount(this.index.places);
  }

  search(query: string, limit: number, nearPoint?: { lat: number; lng: number }): PlaceEntry[] {
    const q = normaliseName(query);
    if (!q || limit <= 0) return [];
    const near = nearPoint && toNear(nearPoint);
    this.stamp = (this.stamp + 1) >>> 0 || 1;
    const top = new TopList(limit * 4);
    const nearMax = near ? NEARNESS_MAX : 0;
    const offer = (entry: number, quality: number, keyLength: number) => {
      // A township's name without 街道/镇 is shared across China (清华街道 in 营口, 清华镇 in 上饶):
      // seen from a point, matched by it alone is as good as a name starting with the query: nearness decides.
      if (
        near &&
        quality === MATCH.exact &&
        this.kind[entry] === TOWNSHIP &&
        !itemEquals(this.index.names, entry, q)
      ) {
        quality = MATCH.namePrefix;
        keyLength = itemLength(this.index.names, entry);
      }
      const match = matchScore(quality, q.length, keyLength);
      // Most hits of a short query cannot reach the list: skip them before measuring a distance.
      if (match + this.importance[entry]! + nearMax <= top.threshold) return;
      const score = match + placeScore(this.importance[entry]!, this.lat[entry]!, this.lng[entry]!, near);
      if (this.seen[entry] === this.stamp && this.best[entry]! >= score) return;
      this.seen[entry] = this.stamp;
      this.best[entry] = score;
      top.offer(entry, score);
    };
    if (hasHan(q)) this.searchCharacters(q, offer);
    this.searchKeys(q, offer);
    return this.distinct(top.sorted(), limit);
  }

  /** Names containing the query, from the list of its rarest character. */
  private searchCharacters(q: string, offer: (entry: number, quality: number, keyLength: number) => void) {
    let list: Uint32Array | undefined;
    for (const char of new Set(q)) {
      const candidates = entriesWithChar(this.index, char);
      if (!candidates) return;
      if (!list || candidates.length < list.length) list = candidates;
    }
    if (!list) return;
    const { names, cores } = this.index;
    for (const entry of list) {
      if (itemEquals(names, entry, q) || itemEquals(cores, entry, q)) offer(entry, MATCH.exact, q.length);
      else if (itemStartsWith(names, entry, q)) offer(entry, MATCH.namePrefix, itemLength(names, entry));
      else if (itemIncludes(names, entry, q)) offer(entry, MATCH.substring, itemLength(names, entry));
    }
  }

  /** Keys starting with the query: names (for Latin text, romanised ones), full pinyin, initials. */
  private searchKeys(q: string, offer: (entry: number, quality: number, keyLength: number) => void) {
    const { keys, keyEntry, keyType } = this.index;
    const han = hasHan(q);
    for (let k = lowerBound(keys, q); k < keyEntry.length; k++) {
      if (!itemStartsWith(keys, k, q)) break;
      const keyLength = itemLength(keys, k);
      const type = keyType[k];
      // A romanised name is matched like pinyin; Chinese characters count as the name itself.
      const quality =
        keyLength === q.length
          ? MATCH.exact
          : type === KEY_INITIALS
            ? MATCH.initialsPrefix
            : type === KEY_NAME && han
              ? MATCH.namePrefix
              : MATCH.pinyinPrefix;
      offer(keyEntry[k]!, quality, keyLength);
    }
  }

  /** The best `limit` entries, leaving out repeats of one place (same name and kind, a few km apart). */
  private distinct(ranked: number[], limit: number): PlaceEntry[] {
    const chosen: PlaceEntry[] = [];
    for (const i of ranked) {
      const entry = placeAt(this.index.places, i);
      const repeat = chosen.some(
        (other) =>
          other.kind === entry.kind &&
          other.name === entry.name &&
          approxKm(toNear(other), entry.lat, entry.lng) < SAME_PLACE_KM,
      );
      if (!repeat) chosen.push(entry);
      if (chosen.length === limit) break;
    }
    return chosen;
  }
}

/** The `size` best (entry, score) pairs offered, kept sorted; ties keep the earlier entry first. */
class TopList {
  private readonly entries: number[] = [];
  private readonly scores: number[] = [];

  constructor(private readonly size: number) {}

  /** The score an offer must beat once the list is full (-Infinity before). */
  get threshold(): number {
    return this.entries.length < this.size ? -Infinity : this.scores[this.size - 1]!;
  }

  offer(entry: number, score: number) {
    if (this.entries.length === this.size && score <= this.scores[this.size - 1]!) return;
    const at = this.entries.indexOf(entry);
    if (at >= 0) {
      this.entries.splice(at, 1);
      this.scores.splice(at, 1);
    }
    let i = this.entries.length;
    while (
      i > 0 &&
      (this.scores[i - 1]! < score || (this.scores[i - 1] === score && this.entries[i - 1]! > entry))
    )
      i--;
    this.entries.splice(i, 0, entry);
    this.scores.splice(i, 0, score);
    if (this.entries.length > this.size) {
      this.entries.pop();
      this.scores.pop();
    }
  }

  sorted(): number[] {
    return this.entries;
  }
}
