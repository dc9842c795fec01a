import { describe, expect, it } from 'vitest';
import type { BrowseQuery } from '../../../contract/cigarette-browse-schema';
import { browseQuery } from '../../../test-support/browse-query';
import type { CigaretteRecord } from '../../../contract/cigarette-schema';
import { createBrowser } from './browse';
import { createCatalog } from './catalog';

const records: CigaretteRecord[] = [
  {
    id: 1,
    name: '中华(硬)',
    type: '烤烟型',
    package_type: '硬盒',
    pieces_per_pack: 20,
    single_price: 45,
    tar_content: 11,
    overall_score: 8,
  },
  {
    id: 2,
    name: '中华(软)',
    type: '烤烟型',
    package_type: '软盒',
    pieces_per_pack: 20,
    single_price: 65,
    tar_content: 11,
  },
  {
    id: 3,
    name: '玉溪(软)',
    type: '烤烟型',
    package_type: '软盒',
    pieces_per_pack: 20,
    single_price: 23,
    overall_score: 9,
  },
  {
    id: 4,
    name: '万宝路(硬)',
    type: '混合型',
    package_type: '硬盒',
    pieces_per_pack: 10,
    single_price: 30,
    tar_content: 8,
    overall_score: 6,
  },
  { id: 5, name: '云烟(紫)', type: '烤烟型', sales_channel: '线下' },
];
const catalog = createCatalog(records, { catalog: 'test' });
const query = browseQuery;
const names = (given: Partial<BrowseQuery>) => catalog.browse(query(given)).items.map(({ name }) => name);

describe('browsing the catalog', () => {
  it('filters by repeatable facets (any value of one, every facet given)', () => {
    expect(names({ type: ['烤烟型'], package_type: ['软盒'] })).toEqual(['玉溪(软)', '中华(软)']);
    expect(names({ brand: ['中华', '玉溪'] })).toEqual(['玉溪(软)', '中华(软)', '中华(硬)']);
    expect(names({ sales_channel: ['线下'] })).toEqual(['云烟(紫)']);
  });

  it('filters by price range and tar, leaving out records without the figure', () => {
    expect(names({ price_min: 30, price_max: 45 })).toEqual(['万宝路(硬)', '中华(硬)']);
    expect(names({ price_max: 1000 })).not.toContain('云烟(紫)');
    expect(names({ tar_max: 10 })).toEqual(['万宝路(硬)']);
  });

  it('matches the text as autocomplete does: characters, pinyin, initials, same sound', () => {
    expect(names({ q: '中华' })).toEqual(['中华(软)', '中华(硬)']);
    expect(names({ q: 'zhonghua' })).toEqual(['中华(软)', '中华(硬)']);
    expect(names({ q: 'yx' })).toEqual(['玉溪(软)']);
    expect(names({ q: '中花' })).toEqual(['中华(软)', '中华(硬)']);
  });

  it('counts each facet under the other filters but not its own', () => {
    const { facets, total } = catalog.browse(query({ type: ['烤烟型'], package_type: ['硬盒'] }));
    expect(total).toBe(1);
    // type counted among hard packs: one of each type (ties in pinyin order: hun before kao).
    expect(facets.type).toEqual([
      { value: '混合型', count: 1 },
      { value: '烤烟型', count: 1 },
    ]);
    // package_type counted among 烤烟型 (云烟 has none, so it is not counted).
    expect(facets.package_type).toEqual([
      { value: '软盒', count: 2 },
      { value: '硬盒', count: 1 },
    ]);
    expect(facets.brand).toEqual([{ value: '中华', count: 1 }]);
    expect(facets.product_status).toEqual([]);
  });

  it('sorts names in natural order: 批9, 批10, 批11, 批100 (numbers by value, not by character)', () => {
    const batches = createCatalog(
      ['批100', '批10', '批9', '批11', '批1000'].map((name, id) => ({ id, name })),
      { catalog: 'test' },
    );
    expect(batches.browse(query({ sort: 'name' })).items.map(({ name }) => name)).toEqual([
      '批9',
      '批10',
      '批11',
      '批100',
      '批1000',
    ]);
  });

  it('sorts by a figure either way with the records lacking it last', () => {
    expect(names({ sort: 'single_price' })).toEqual([
      '玉溪(软)',
      '万宝路(硬)',
      '中华(硬)',
      '中华(软)',
      '云烟(紫)',
    ]);
    expect(names({ sort: '-single_price' })).toEqual([
      '中华(软)',
      '中华(硬)',
      '万宝路(硬)',
      '玉溪(软)',
      '云烟(紫)',
    ]);
    expect(names({ sort: '-overall_score' })).toEqual([
      '玉溪(软)',
      '中华(硬)',
      '万宝路(硬)',
      '云烟(紫)',
      '中华(软)',
    ]);
    expect(names({ sort: 'overall_score' })).toEqual([
      '万宝路(硬)',
      '中华(硬)',
      '玉溪(软)',
      '云烟(紫)',
      '中华(软)',
    ]);
    expect(names({ sort: 'tar_content' })).toEqual([
      '万宝路(硬)',
      '中华(软)',
      '中华(硬)',
      '玉溪(软)',
      '云烟(紫)',
    ]);
  });

  it('sorts by the price of one stick (pack price over pieces)', () => {
    // 万宝路 3.0 a stick, 玉溪 1.15, 中华(硬) 2.25, 中华(软) 3.25.
    expect(names({ sort: 'price_per_stick' })).toEqual([
      '玉溪(软)',
      '中华(硬)',
      '万宝路(硬)',
      '中华(软)',
      '云烟(紫)',
    ]);
  });

  it('pages through the sorted list and answers an empty page past the end', () => {
    expect(catalog.browse(query({ page_size: 2, page: 2, sort: 'single_price' }))).toMatchObject({
      total: 5,
      page: 2,
      page_size: 2,
      items: [{ name: '中华(硬)' }, { name: '中华(软)' }],
    });
    expect(catalog.browse(query({ page_size: 2, page: 4 })).items).toEqual([]);
  });

  it('answers right after a call whose count threw part-way (its brand and type filters already set)', () => {
    const matching = (q: string) => {
      if (q === 'boom') throw new Error('matching failed');
      return [];
    };
    const browse = createBrowser(records, matching, 0);
    const fresh = createBrowser(records, matching, 0);
    expect(() => browse(query({ q: 'boom', brand: ['中华'], type: ['混合型'] }))).toThrow('matching failed');
    for (const given of [{ price_max: 100 }, { package_type: ['软盒'] }, { brand: ['玉溪'], tar_max: 20 }])
      expect(browse(query(given)), JSON.stringify(given)).toEqual(fresh(query(given)));
  });
});
