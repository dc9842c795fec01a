import { expect, it } from 'vitest';
import type { JobInput } from '../job-chunks';
import type { JobRow } from './job-rows';
import { resultWords } from './result-words';
import { resultsXlsx } from './results-xlsx';

const WIDE = 300_000;
const ROWS = 20;
const input: JobInput = {
  kind: 'names',
  datum: 'GCJ-02',
  poi: 0,
  header: ['name', 'note'],
  total: ROWS,
  invalid: 0,
  chunks: [],
};

it('results.xlsx: rows of wide cells are zipped a few at a time, not 500 in one string', async () => {
  let pulled = 0;
  async function* wideRows(): AsyncGenerator<JobRow> {
    for (let row = 1; row <= ROWS; row++) {
      pulled = row;
      yield {
        input: { row, cells: [`店${row}`, 'n'.repeat(WIDE)], name: `店${row}` },
        outcome: { row, status: 'failed', code: 'upstream_error', msg: 'failed' },
      } as JobRow;
    }
  }
  const pulledAtEachPiece: number[] = [];
  for await (const piece of resultsXlsx(input, wideRows(), resultWords('en')))
    if (piece.byteLength > 0) pulledAtEachPiece.push(pulled);
  // The sheet's first rows are out before the last is read.
  expect(pulledAtEachPiece[0]).toBeLessThanOrEqual(2);
  expect(pulled).toBe(ROWS);
});
