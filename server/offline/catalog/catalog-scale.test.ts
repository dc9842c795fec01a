import type * as Levenshtein from 'fastest-levenshtein';
import { describe, expect, it, vi } from 'vitest';
import type { CigaretteRecord } from '../../../contract/cigarette-schema';
import { createCatalog } from './catalog';
import { ProductNotFound } from './product-not-found';

// Fault 6 (#14): a miss must not read every name (100k Levenshteins blocked the event loop).
const counted = vi.hoisted(() => ({ distances: 0 }));
vi.mock('fastest-levenshtein', async (original) => {
  const real = await original<typeof Levenshtein>();
  return {
    ...real,
    distance: (a: string, b: string) => {
      counted.distances++;
      return real.distance(a, b);
    },
  };
});

const BRANDS = ['中华', '玉溪', '云烟', '黄鹤楼', '芙蓉王', '利群', '南京', '红塔山', '白沙', '苏烟'];
const STYLES = ['硬', '软', '细支', '中支', '金', '蓝', '红', '典藏', '精品', '新版'];

/** 100,000 distinct names shaped like the real ones: brand, style and a serial. */
function syntheticCatalog(size: number): CigaretteRecord[] {
  return Array.from({ length: size }, (_, i) => ({
    name: `${BRANDS[i % BRANDS.length]}(${STYLES[Math.floor(i / BRANDS.length) % STYLES.length]}${Math.floor(i / 100)})`,
  }));
}

function suggestionsFor(catalog: ReturnType<typeof createCatalog>, name: string): string[] {
  try {
    catalog.find(name);
  } catch (error) {
    if (error instanceof ProductNotFound) return error.suggestions;
    throw error;
  }
  throw new Error(`${name} was found`);
}

describe('suggestions at 100,000 names', () => {
  const catalog = createCatalog(syntheticCatalog(100_000), { catalog: 'synthetic' });

  it('scores a few hundred near names, not every name, and still finds the typo', () => {
    counted.distances = 0;
    expect(suggestionsFor(catalog, '中花(硬5)')[0]).toBe('中华(硬5)');
    expect(counted.distances).toBeLessThanOrEqual(200);
    counted.distances = 0;
    expect(suggestionsFor(catalog, '完全不相干的名字')).toEqual([]);
    expect(counted.distances).toBeLessThanOrEqual(200);
  });

  it('lists the names that sound like a query first, in catalog order', () => {
    const names = catalog.search('中花', 20);
    expect(names).toHaveLength(20);
    expect(names[0]).toBe('中华(硬0)');
    for (const name of names) expect(name).toMatch(/^中华\(/);
  });

  it('finds pinyin in a large catalog', () => {
    expect(suggestionsFor(catalog, 'huanghelou')[0]).toMatch(/^黄鹤楼/);
  });
});
