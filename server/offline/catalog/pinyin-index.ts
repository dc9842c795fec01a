import { pinyin } from 'pinyin-pro';

interface Keyed {
  key: string;
  id: number;
}

/** Letters and digits only, lower case: 中华(硬) reads as zhonghuaying in full, zhy as initials. */
function spell(name: string, pattern: 'pinyin' | 'first'): string {
  const syllables = pinyin(name, { pattern, toneType: 'none', type: 'array', v: true });
  return syllables.join('').toLowerCase().replace(/[^a-z0-9]/g, '');
}

/**
 * Names by their pinyin, full and initials, sorted so a prefix is found by binary
 * search: `zhonghua` and `zh` both reach 中华(硬).
 */
export class PinyinIndex {
  private readonly full: Keyed[];
  private readonly initials: Keyed[];

  constructor(names: readonly string[]) {
    this.full = sorted(names.map((name, id) => ({ key: spell(name, 'pinyin'), id })));
    this.initials = sorted(names.map((name, id) => ({ key: spell(name, 'first'), id })));
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
}

const sorted = (list: Keyed[]) => list.filter((entry) => entry.key).sort((a, b) => compare(a.key, b.key) || a.id - b.id);
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
