import { describe, expect, it } from 'vitest';
import { packStrings, StringList } from './packed-strings';

describe('packed strings', () => {
  it('reads back every string, Chinese, astral and empty ones included; -1 and out of range are empty', () => {
    const list = ['Rue Grimaldi', '东长安街', '', '𠀀号', 'Boulevard des Moulins', '12bis'];
    const { ends, text } = packStrings(list);
    const strings = new StringList(ends, text);
    expect(strings.length).toBe(list.length);
    expect(list.map((_, i) => strings.get(i))).toEqual(list);
    expect(strings.get(-1)).toBe('');
    expect(strings.get(list.length)).toBe('');
  });

  it('refuses text that does not match its ends (a damaged file)', () => {
    const { ends, text } = packStrings(['摩纳哥', 'Monaco']);
    expect(() => new StringList(ends, text.subarray(0, text.length - 2))).toThrow(/ends say otherwise/);
  });
});
