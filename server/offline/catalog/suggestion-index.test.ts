import { describe, expect, it } from 'vitest';
import { SuggestionIndex } from './suggestion-index';

const BRANDS = ['中华', '玉溪', '云烟', '黄鹤楼', '芙蓉王', '利群', '南京', '红塔山', '白沙', '苏烟'];
const STYLES = ['硬', '软', '细支', '中支', '金', '蓝'];
const names = Array.from(
  { length: 3000 },
  (_, i) =>
    `${BRANDS[i % BRANDS.length]}(${STYLES[Math.floor(i / 10) % STYLES.length]}${Math.floor(i / 60)})`,
);
const index = new SuggestionIndex(names);

describe('matchIds: what browsing by text finds', () => {
  // Browsing orders by its own sort: the set must be autocomplete's with no limit, each id once.
  it.each(['(', '1', '中', '中华', '中华(硬', '细支1', 'zhonghua', 'zh', 'yx', '中花', '黄鹤', '无此'])(
    'finds what unlimited autocomplete finds for %s',
    (query) => {
      const found = [...index.matchIds(query)];
      expect(new Set(found).size).toBe(found.length);
      expect(found.sort((a, b) => a - b)).toEqual(index.searchIds(query, names.length).sort((a, b) => a - b));
    },
  );

  it('a text every name holds finds every name', () => {
    expect(index.matchIds('(')).toHaveLength(names.length);
  });
});
