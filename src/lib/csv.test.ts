import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';
import { csvCell } from '../../common/spreadsheet-cell';

describe('CSV cells', () => {
  // The full-width forms too (#27): a spreadsheet may read them as = + - @.
  it.each([
    '=1+1',
    '+1',
    '-2+3',
    '@SUM(A1)',
    '\tcmd',
    '\r=1',
    '=HYPERLINK("http://x","y")',
    '＝1+1',
    '＋1',
    '－2+3',
    '＠SUM(A1)',
  ])('neutralises %j with a leading apostrophe', (value) => {
    expect(csvCell(value)).toBe(`'${value}`);
    const [, row] = Papa.parse<string[]>(toCsv(['a'], [[value]])).data;
    expect(row).toEqual([`'${value}`]);
  });

  it('leaves ordinary text and numbers, negative ones included, as they are', () => {
    expect(csvCell('中华(硬)')).toBe('中华(硬)');
    expect(csvCell('a=b')).toBe('a=b');
    expect(csvCell(-73.5)).toBe(-73.5);
    expect(csvCell(undefined)).toBe('');
    expect(Papa.parse<string[]>(toCsv(['x'], [[-73.5]])).data[1]).toEqual(['-73.5']);
  });
});
