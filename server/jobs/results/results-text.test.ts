import { describe, expect, it } from 'vitest';
import type { JobInput } from '../job-chunks';
import type { JobRow } from './job-rows';
import { resultWords } from './result-words';
import { errorsCsv, resultsCsv, resultsNdjson } from './results-text';
import { resultsXlsx } from './results-xlsx';

const WIDE = 300_000;
const input: JobInput = {
  kind: 'names',
  datum: 'GCJ-02',
  poi: 0,
  header: ['name', 'note'],
  total: 20,
  invalid: 0,
  chunks: [],
};

async function* wideRows(): AsyncGenerator<JobRow> {
  for (let row = 1; row <= 20; row++)
    yield {
      input: { row, cells: [`店${row}`, 'n'.repeat(WIDE)], name: `店${row}` },
      outcome: { row, status: 'failed', code: 'upstream_error', msg: 'failed' },
    } as JobRow;
}

const pieces = async (made: AsyncIterable<string | Uint8Array>) => {
  const lengths: number[] = [];
  for await (const piece of made) lengths.push(piece.length);
  return lengths;
};

describe('job files are written in bounded pieces', () => {
  it.each([
    ['results.csv', () => resultsCsv(input, wideRows(), resultWords('en'))],
    ['errors.csv', () => errorsCsv(input, wideRows(), resultWords('en'))],
    ['results.ndjson', () => resultsNdjson(input, wideRows())],
  ])('%s: rows of wide cells go a few at a time, not 500 in one string', async (_file, make) => {
    const lengths = await pieces(make());
    expect(lengths.reduce((sum, length) => sum + length, 0)).toBeGreaterThan(20 * WIDE);
    expect(Math.max(...lengths)).toBeLessThan(2 * WIDE + 10_000);
  });

  it('results.xlsx: rows of wide cells are zipped a few at a time, not 500 in one string', async () => {
    let pulled = 0;
    async function* counted() {
      for await (const row of wideRows()) {
        pulled = row.input.row;
        yield row;
      }
    }
    const pulledAtEachPiece: number[] = [];
    for await (const piece of resultsXlsx(input, counted(), resultWords('en')))
      if (piece.byteLength > 0) pulledAtEachPiece.push(pulled);
    // The sheet's first rows are out before the last is read.
    expect(pulledAtEachPiece[0]).toBeLessThanOrEqual(2);
    expect(pulled).toBe(20);
  });
});
