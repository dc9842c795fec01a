import { describe, expect, it } from 'vitest';
import type { CigaretteRecord } from '../../../contract/cigarette-schema';
import { createCatalog, MAX_SUGGESTIONS } from './catalog';
import { loadCatalog } from './load-catalog';
import { ProductNotFound } from './product-not-found';

const sample = await loadCatalog();

function notFound(find: () => unknown): ProductNotFound {
  try {
    find();
  } catch (error) {
    expect(error).toBeInstanceOf(ProductNotFound);
    return error as ProductNotFound;
  }
  throw new Error('expected no product found');
}

describe('catalog lookup', () => {
  it('finds a product by its exact name', () => {
    expect(sample.find('中华(硬)').name).toBe('中华(硬)');
    expect(sample.find('中华(软)').single_price).toBe(65);
  });

  it('finds it through full-width brackets, spaces and case', () => {
    expect(sample.find('中华（硬）').name).toBe('中华(硬)');
    expect(sample.find(' 中华 ( 硬 ) ').name).toBe('中华(硬)');
    const latin = createCatalog([{ name: 'Marlboro (Red)' }], { catalog: 't' });
    expect(latin.find('MARLBORO（RED）').name).toBe('Marlboro (Red)');
  });

  it('refuses two names that read the same once normalised', () => {
    expect(() => createCatalog([{ name: 'ABC(x)' }, { name: 'abc（X）' }], { catalog: 't' })).toThrow(
      /same name/,
    );
  });

  it('suggests a name one character off (中花 → 中华)', () => {
    const catalog = createCatalog([{ name: '中华' }, { name: '中南海' }, { name: '玉溪' }], { catalog: 't' });
    expect(notFound(() => catalog.find('中花')).suggestions?.[0]).toBe('中华');
    expect(notFound(() => sample.find('中花(硬)')).suggestions?.[0]).toBe('中华(硬)');
  });

  it('suggests by pinyin, full or initials', () => {
    for (const query of ['zhonghua', 'ZhongHua', 'zh', 'zhy']) {
      expect(notFound(() => sample.find(query)).suggestions, query).toContain('中华(硬)');
    }
    expect(notFound(() => sample.find('yuxi')).suggestions?.[0]).toMatch(/^玉溪/);
  });

  it('suggests names of the same pinyin first, for another character typed (中花 → 中华, 玉西 → 玉溪)', () => {
    expect(notFound(() => sample.find('中花')).suggestions?.slice(0, 2)).toEqual(['中华(硬)', '中华(软)']);
    expect(notFound(() => sample.find('玉西')).suggestions?.[0]).toBe('玉溪(软)');
    const catalog = createCatalog([{ name: '钟华(硬)' }, { name: '中花园' }, { name: '钟华' }], {
      catalog: 't',
    });
    expect(notFound(() => catalog.find('中花')).suggestions).toEqual(['钟华', '钟华(硬)', '中花园']);
  });

  it('suggests the closest name for a misspelling', () => {
    const error = notFound(() => sample.find('中毕(硬)'));
    expect(error.suggestions?.[0]).toBe('中华(硬)');
    expect(error.message).toContain('中毕(硬)');
  });

  it('suggests every product of a brand for the bare brand name, at most eight', () => {
    const suggestions = notFound(() => sample.find('中华')).suggestions!;
    expect(suggestions).toEqual(
      expect.arrayContaining(['中华(硬)', '中华(软)', '中华(双中支)', '中华(金中支)']),
    );
    const many: CigaretteRecord[] = Array.from({ length: 12 }, (_, i) => ({ name: `牌子(${i})` }));
    expect(notFound(() => createCatalog(many, { catalog: 't' }).find('牌子')).suggestions).toHaveLength(
      MAX_SUGGESTIONS,
    );
  });

  it('suggests nothing for a name far from every product', () => {
    expect(notFound(() => sample.find('完全不相干的名字')).suggestions).toEqual([]);
  });
});

describe('catalog search', () => {
  it('lists prefix matches before substring matches, normalised', () => {
    const catalog = createCatalog([{ name: '云烟(紫)' }, { name: '中华(硬)' }, { name: '硬中华' }], {
      catalog: 't',
    });
    expect(catalog.search('中华', 20)).toEqual(['中华(硬)', '硬中华']);
    expect(catalog.search('（紫', 20)).toEqual(['云烟(紫)']);
  });

  it('finds names by pinyin after the literal matches', () => {
    const catalog = createCatalog([{ name: '中华(硬)' }, { name: 'Zhongshan' }, { name: '中南海' }], {
      catalog: 't',
    });
    expect(catalog.search('zhong', 20)).toEqual(['Zhongshan', '中华(硬)', '中南海']);
    expect(catalog.search('znh', 20)).toEqual(['中南海']);
  });

  it('lists names of the same pinyin after the literal prefix matches (中花 → 中华, 玉西 → 玉溪)', () => {
    expect(sample.search('中花', 20)).toEqual(['中华(硬)', '中华(软)', '中华(双中支)', '中华(金中支)']);
    expect(sample.search('玉西', 20)[0]).toBe('玉溪(软)');
    const catalog = createCatalog(
      [{ name: '钟华' }, { name: '中华(硬)' }, { name: '硬中华' }, { name: '中花园' }],
      { catalog: 't' },
    );
    expect(catalog.search('中华', 20)).toEqual(['中华(硬)', '钟华', '中花园', '硬中华']);
  });

  it('keeps to the limit', () => {
    expect(sample.search('(', 5)).toHaveLength(5);
  });
});
