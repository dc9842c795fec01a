import { describe, expect, it } from 'vitest';
import { decodableSearch } from './decodable-search';

describe('decodableSearch', () => {
  it('reads what URLSearchParams reads when every pair decodes', () => {
    const search = '?type=%E6%B7%B7%E5%90%88%E5%9E%8B&q=a+b&brand=&flag&type=x%20y';
    const { params, undecodable } = decodableSearch(search);
    expect([...params]).toEqual([...new URLSearchParams(search)]);
    expect(undecodable).toEqual([]);
  });

  it('lists a value that is not percent-encoded UTF-8 by its name and keeps the rest', () => {
    const { params, undecodable } = decodableSearch('?price_min=abc&type=%E0%A4%A&q=%ZZ&brand=%E4%B8%AD');
    expect([...params]).toEqual([
      ['price_min', 'abc'],
      ['brand', '中'],
    ]);
    expect(undecodable).toEqual(['type', 'q']);
  });

  it('leaves out a pair whose name does not decode', () => {
    const { params, undecodable } = decodableSearch('%E0=1&page=2');
    expect([...params]).toEqual([['page', '2']]);
    expect(undecodable).toEqual([]);
  });
});
