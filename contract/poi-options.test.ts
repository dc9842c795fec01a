import { describe, expect, it } from 'vitest';
import { formatPoiOptions, parsePoiOptions } from './poi-options';
import { categoryHas, selectPois } from './poi-page';

describe('parsePoiOptions', () => {
  it("reads Tencent's example, every key", () => {
    const text =
      'radius=500;page_size=20;page_index=2;category=餐饮服务,购物服务;poi_filter=category<>公交车站;policy=1;address_format=short';
    expect(parsePoiOptions(text)).toEqual({
      radius: 500,
      pageSize: 20,
      pageIndex: 2,
      categories: ['餐饮服务', '购物服务'],
      excluded: ['公交车站'],
      policy: 1,
      addressFormat: 'short',
    });
  });

  it('writes the options back in one order, read again to the same options', () => {
    const options = parsePoiOptions('category=a:b;policy=3;radius=9;poi_filter=category<>c,d;page_index=4');
    const text = formatPoiOptions(options);
    expect(text).toBe('radius=9;policy=3;page_index=4;category=a:b;poi_filter=category<>c,d');
    expect(parsePoiOptions(text)).toEqual(options);
  });

  it('refuses a text longer than 1024 characters', () => {
    expect(() => parsePoiOptions(`category=${'a,'.repeat(600)}a`)).toThrow(/at most 1024/);
  });
});

describe('categoryHas', () => {
  it.each([
    ['餐饮服务:中餐厅:火锅', '餐饮服务', true],
    ['餐饮服务:中餐厅:火锅', '中餐厅', true],
    ['餐饮服务:中餐厅:火锅', '火锅', true],
    ['餐饮服务:中餐厅:火锅', '中餐厅:火锅', true],
    ['餐饮服务:中餐厅:火锅', '餐饮服务:火锅', false],
    ['餐饮服务:中餐厅:火锅', '中餐', false],
    ['', '餐饮服务', false],
  ])('%s has %s: %s', (category, word, has) => {
    expect(categoryHas(category, word)).toBe(has);
  });
});

describe('selectPois', () => {
  const list = ['a:x', 'b:y', 'a:z', 'a:x', 'b:x'].map((category, i) => ({ id: i, category }));

  it('counts what the categories keep and cuts the page from it', () => {
    const { total, page } = selectPois(list, {
      categories: ['a'],
      excluded: ['z'],
      pageSize: 1,
      pageIndex: 2,
    });
    expect(total).toBe(2);
    expect(page).toEqual([{ id: 3, category: 'a:x' }]);
  });

  it('gives 10 a page without page_size, and an empty page past the end', () => {
    expect(selectPois(list, {}).page).toHaveLength(5);
    expect(selectPois(list, { pageIndex: 2 }).page).toEqual([]);
  });
});
