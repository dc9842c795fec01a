import { describe, expect, it } from 'vitest';
import { browseQuery } from '../../../test-support/browse-query';
import { createFilterReader, filterKey, NUMERIC_FILTERS } from './browse-filters';

const readFilters = createFilterReader({
  brand: { values: ['中华', '玉溪', '云烟'] },
  type: { values: ['烤烟型', '混合型'] },
  package_type: { values: [] },
  product_status: { values: [] },
  sales_channel: { values: [] },
});

describe("a browse query's filters", () => {
  it('read the same filters as one key whatever their order and repeats, and nothing else as it', () => {
    const key = filterKey(browseQuery({ brand: ['中华', '玉溪'], sort: 'name', page: 1 }));
    expect(filterKey(browseQuery({ brand: ['玉溪', '中华', '玉溪'], sort: '-single_price', page: 9 }))).toBe(
      key,
    );
    expect(filterKey(browseQuery({ brand: ['中华'] }))).not.toBe(key);
    expect(filterKey(browseQuery({ brand: ['中华', '玉溪'], price_max: 30 }))).not.toBe(key);
    expect(filterKey(browseQuery({ type: ['中华', '玉溪'] }))).not.toBe(key);
  });

  it('tell each numeric bound apart in the key, 0 from none', () => {
    const keys = [{}, { price_min: 0 }, { price_max: 0 }, { tar_max: 0 }, { price_min: 0, price_max: 0 }].map(
      (given) => filterKey(browseQuery(given)),
    );
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('are none with no text, bound or facet value, whatever the sort and page', () => {
    expect(readFilters(browseQuery({ sort: '-overall_score', page: 7, page_size: 100 }))).toBeUndefined();
    expect(readFilters(browseQuery({ price_min: 0 }))).toBeDefined();
    expect(readFilters(browseQuery({ q: 'zh' }))).toBeDefined();
    expect(readFilters(browseQuery({ package_type: ['铁盒'] }))).toBeDefined();
  });

  it("give each numeric filter's range, open where no bound is given", () => {
    const price = NUMERIC_FILTERS.findIndex(({ field }) => field === 'single_price');
    const tar = NUMERIC_FILTERS.findIndex(({ field }) => field === 'tar_content');
    expect(readFilters(browseQuery({ price_min: 20, tar_max: 6 }))?.bounds).toEqual([
      { filter: price, low: 20, high: Infinity },
      { filter: tar, low: -Infinity, high: 6 },
    ]);
    expect(readFilters(browseQuery({ price_max: 40 }))?.bounds).toEqual([
      { filter: price, low: -Infinity, high: 40 },
    ]);
  });

  it("mark each facet's accepted values by their place, a value the catalog lacks accepting none", () => {
    const filters = readFilters(browseQuery({ brand: ['云烟', '中华', '云烟'], package_type: ['铁盒'] }))!;
    expect([...filters.accepted.brand!]).toEqual([1, 0, 1]);
    expect([...filters.accepted.package_type!]).toEqual([]);
    expect(filters.accepted.type).toBeUndefined();
    expect(filters.chosen.brand).toEqual(['云烟', '中华', '云烟']);
  });
});
