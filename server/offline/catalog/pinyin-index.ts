import { pinyin } from 'pinyin-pro';

interface Keyed {
  key: string;
  id: number;
}

/** Syllables without tones, letters and digits only, lower case: 中华(硬) reads zhong, hua, ying in full, z, h, y as initials. */
function syllables(name: string, pattern: 'pinyin' | 'first'): string[] {
  const read = pinyin(name, { pattern, toneType: 'none', type: 'array', v: true });
  return read.map((syllable) => syllable.toLowerCase().replace(/[^a-z0-9]/g, '')).filter(Boolean);
}

/** Whole syllables, each closed by a bar, so a prefix never ends inside one: zhong|hua| starts zhong|hua|ying|, not zhong|huang|. */
const sound = (read: string[]) => read.map((syllable) => `${syllable}|`).join('');
const HAN = /\p{Script=Han}/u;

/**
 * Names by their pinyin, full and initials, sorted so a prefix is found by binary
 * search: `zhonghua` and `zh` both reach 中华(硬); and by their syllables, so a
 * query in characters reaches the names that sound like it: 中花 reaches 中华(硬).
 */
export class PinyinIndex {
  private readonly full: Keyed[];
  private readonly initials: Keyed[];
  private readonly sounds: Keyed[];

  constructor(names: readonly string[]) {
    const read = names.map((name) => syllables(name, 'pinyin'));
    this.full = sorted(read.map((name, id) => ({ key: name.join(''), id })));
    this.initials = sorted(names.map((name, id) => ({ key: syllables(name, 'first').join(''), id })));
    this.sounds = sorted(read.map((name, id) => ({ key: sound(name), id })));
  }

  /** Names whose full pinyin or initials start with a Latin query; full-pinyin matches first. */
  match(query: string, limit: number): number[] {
    if (!/^[a-z0-9]*[a-z][a-z0-9]*$/.test(query)) return [];
    const out = new Set<number>();
    for (const list of [this.full, this.initials]) {
      for (let i = lowerBound(list, query); i < list.length && out.size < limit; i++) {
        if (!list[i]!.key.startsWith(query)) break;
        out.add(list[i]!.id);
      }
    }
    return [...out];
  }

  /**
   * Names that sound like a query holding Chinese characters (the same syllables,
   * tones aside), whatever characters were typed: those read exactly as the query
   * first, then those starting with its syllables, each in catalog order.
   */
  sameSound(query: string, limit: number): number[] {
    if (!HAN.test(query)) return [];
    const key = sound(syllables(query, 'pinyin'));
    if (!key) return [];
    const { sounds } = this;
    const start = lowerBound(sounds, key);
    // Keys starting with `key` sort before `key` followed by any character above the bar.
    const exactEnd = lowerBound(sounds, `${key}\0`);
    const end = lowerBound(sounds, `${key}\u{ffff}`);
    return [...lowest(sounds, start, exactEnd, limit), ...lowest(sounds, exactEnd, end, limit)].slice(
      0,
      limit,
    );
  }
}

/** The `limit` smallest ids in list[from, to), ascending, in one pass over the range. */
function lowest(list: Keyed[], from: number, to: number, limit: number): number[] {
  // All of them (browsing asks with no limit): one sort, not an insertion each.
  if (to - from <= limit) return [...Int32Array.from(list.slice(from, to), ({ id }) => id).sort()];
  const out: number[] = [];
  for (let i = from; i < to; i++) {
    const id = list[i]!.id;
    if (out.length === limit && id > out[limit - 1]!) continue;
    let at = out.length;
    while (at > 0 && out[at - 1]! > id) at--;
    out.splice(at, 0, id);
    if (out.length > limit) out.pop();
  }
  return out;
}

const sorted = (list: Keyed[]) =>
  list.filter((entry) => entry.key).sort((a, b) => compare(a.key, b.key) || a.id - b.id);
const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

function lowerBound(list: Keyed[], key: string): number {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (list[mid]!.key < key) low = mid + 1;
    else high = mid;
  }
  return low;
}
