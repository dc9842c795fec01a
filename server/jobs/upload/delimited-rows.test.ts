import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { delimitedRowBlocks } from './delimited-rows';
import { MAX_RECORD_CHARS } from './upload-limits';
import { refusalAnswer } from '../../http/error-status';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'delimited-rows-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

async function rowsOf(text: string, format: 'csv' | 'tsv' = 'csv', blockChars?: number) {
  const path = join(dir, 'file');
  await writeFile(path, text);
  const rows: string[][] = [];
  for await (const block of delimitedRowBlocks(path, format, undefined, blockChars)) rows.push(...block);
  return rows;
}

describe('delimitedRowBlocks', () => {
  it('reads quotes, delimiters and newlines inside quoted fields, a BOM, CRLF and Chinese', async () => {
    const text = '\uFEFF名称,lat\r\n"王府井, 东\r\n二层",39.91\r\n"说""好""的",31.2\r\n5" screen,1\r\n';
    const expected = [
      ['名称', 'lat'],
      ['王府井, 东\r\n二层', '39.91'],
      ['说"好"的', '31.2'],
      ['5" screen', '1'],
    ];
    expect(await rowsOf(text)).toEqual(expected);
    // Blocks of a few characters cut every field and quote somewhere: the rows are the same.
    for (const block of [1, 2, 3, 5, 8]) expect(await rowsOf(text, 'csv', block)).toEqual(expected);
  });

  it('guesses the delimiter as the batch view does; TSV is tab-separated', async () => {
    expect(await rowsOf('lat;lng\n1,5;2,5\n')).toEqual([
      ['lat', 'lng'],
      ['1,5', '2,5'],
    ]);
    expect(await rowsOf('a,b\tc\n1,2\t3\n', 'tsv')).toEqual([
      ['a,b', 'c'],
      ['1,2', '3'],
    ]);
  });

  it('reads a file whose lines end in CR only', async () => {
    expect(await rowsOf('lat,lng\r1,2\r3,4\r', 'csv', 4)).toEqual([
      ['lat', 'lng'],
      ['1', '2'],
      ['3', '4'],
    ]);
  });

  it('reads any table in blocks exactly as papaparse reads it whole, blank rows in place', async () => {
    const cell = fc.string({ unit: fc.constantFrom('a', '中', ',', '"', '\n', '\r\n', ' ', '1') });
    const table = fc.array(fc.array(cell, { minLength: 2, maxLength: 4 }), { minLength: 1, maxLength: 8 });
    await fc.assert(
      fc.asyncProperty(table, fc.integer({ min: 1, max: 16 }), async (rows, block) => {
        const text = `h1,h2\n${Papa.unparse(rows, { newline: '\n' })}\n`;
        // Papa.parse reads an empty row after the last line break: that one is no row.
        const whole = Papa.parse<string[]>(text, { delimiter: ',' }).data.slice(0, -1);
        expect(await rowsOf(text, 'csv', block)).toEqual(whole);
      }),
      { numRuns: 150 },
    );
  });

  it('refuses a record longer than the cap (an unclosed quote runs to the end)', async () => {
    const text = `a,b\n"${'x'.repeat(MAX_RECORD_CHARS + 10)}\n`;
    await expect(rowsOf(text).catch(refusalAnswer)).resolves.toMatchObject({
      status: 422,
      extra: { errorCode: 'row_too_long' },
    });
  });
});
