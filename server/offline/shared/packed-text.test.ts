import { describe, expect, it } from 'vitest';
import {
  itemAt,
  itemCount,
  itemEquals,
  itemIncludes,
  itemLength,
  itemStartsWith,
  lowerBound,
  packText,
} from './packed-text';

describe('packed text', () => {
  const list = ['', 'bei', 'beijing', 'beijingzhan', 'bj', '北京', '北京站', '𠀀号'];
  const packed = packText(list);

  it('gives back every item, its length, and compares in place like the strings would', () => {
    expect(itemCount(packed)).toBe(list.length);
    list.forEach((item, i) => {
      expect(itemAt(packed, i)).toBe(item);
      expect(itemLength(packed, i)).toBe(item.length);
      for (const q of ['', 'bei', 'beij', 'jing', 'ngz', '北京', '京站', '站', '号', 'x', 'beijingzhanx']) {
        expect([itemEquals(packed, i, q), itemStartsWith(packed, i, q), itemIncludes(packed, i, q)]).toEqual([
          item === q,
          item.startsWith(q),
          item.includes(q),
        ]);
      }
    });
  });

  it('finds the first item not below a prefix, as a binary search over the strings would', () => {
    for (const q of [
      '',
      'a',
      'bei',
      'beij',
      'beijingzhan',
      'bk',
      '北',
      '北京站',
      '北京站x',
      '𠀀',
      '\uffff',
    ]) {
      expect(lowerBound(packed, q)).toBe(list.filter((item) => item < q).length);
    }
  });

  it('does not read past an item into the next one', () => {
    const two = packText(['ab', 'cd']);
    expect(itemIncludes(two, 0, 'bc')).toBe(false);
    expect(itemStartsWith(two, 0, 'abc')).toBe(false);
  });
});
