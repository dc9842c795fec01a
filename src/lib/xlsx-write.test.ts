import { readSheet } from 'read-excel-file/node';
import { describe, expect, it } from 'vitest';
import { xlsxWriter } from './xlsx-write';

const readBack = async (blob: Blob) => readSheet(Buffer.from(await blob.arrayBuffer()));

describe('writeXlsx', () => {
  it('writes numbers as numbers and text as text (markup escaped, control characters dropped), empty cells empty', async () => {
    const writer = xlsxWriter();
    writer.add([
      ['name', 'lat', 'note'],
      ["'=1+1", 39.915119, 'a & <b> "c"\u0001'],
      ['', 2, ''],
    ]);
    const blob = writer.end();
    expect(blob.type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(await readBack(blob)).toEqual([
      ['name', 'lat', 'note'],
      ["'=1+1", 39.915119, 'a & <b> "c"'],
      [null, 2, null],
    ]);
  });

  it('writes 100,000 rows of 14 columns given in slices, numbering them across slices, and they read back', async () => {
    const header = Array.from({ length: 14 }, (_, index) => `列${index}`);
    const rows = Array.from({ length: 100_000 }, (_, row) =>
      header.map((_, col) => (col % 2 ? row + col / 100 : `店${row}·${col} 北京市东城区东华门街道`)),
    );
    const table = [header, ...rows];
    const writer = xlsxWriter();
    for (let start = 0; start < table.length; start += 4999) writer.add(table.slice(start, start + 4999));
    const blob = writer.end();
    const sheet = await readBack(blob);
    expect(sheet).toHaveLength(100_001);
    expect(sheet[0]![13]).toBe('列13');
    expect(sheet[100_000]!.slice(0, 2)).toEqual(['店99999·0 北京市东城区东华门街道', 99_999.01]);
    expect(sheet[100_000]![13]).toBe(99_999.13);
  }, 120_000);
});
