import { describe, expect, it } from 'vitest';
import { readNames } from './read-names';

describe('readNames', () => {
  it("reads each row's trimmed name from the column and lists rows without one, with why", () => {
    const rows = [
      ['1', ' 中华(硬) '],
      ['2', ''],
      ['3', '   '],
      ['4'],
      ['5', '中'.repeat(65)],
      ['6', '中'.repeat(64)],
      ['7', '=HYPERLINK("x")'],
    ];
    const { names, bad } = readNames(rows, 1);
    expect(names).toEqual([
      { index: 0, name: '中华(硬)' },
      { index: 5, name: '中'.repeat(64) },
      { index: 6, name: '=HYPERLINK("x")' },
    ]);
    expect(bad.map(({ index, reason }) => [index, reason])).toEqual([
      [1, 'no-name'],
      [2, 'no-name'],
      [3, 'no-name'],
      [4, 'name-too-long'],
    ]);
    expect(bad[3]!.value).toBe(`${'中'.repeat(12)}…`);
  });

  it('counts characters as people do (an astral character is one)', () => {
    expect(readNames([['😀'.repeat(64)]], 0).bad).toEqual([]);
  });
});
