import { strToU8, Zip, ZipDeflate } from 'fflate';
import { xlsxInputCell } from '../../../common/spreadsheet-cell';
import { rowXml, SHEET_END, SHEET_START, XLSX_PARTS } from '../../../common/xlsx-sheet';
import type { JobInput } from '../job-chunks';
import type { JobRow } from './job-rows';
import { resultCells, resultHeader } from './result-table';
import type { ResultWords } from './result-words';
import { BATCH_CHARS } from './results-text';
import { uploadError } from '../upload/upload-error';

/** The most rows an XLSX sheet holds, the header's included. */
export const XLSX_MAX_ROWS = 1_048_576;

const BATCH_ROWS = 500;

/** Refuses (422) a job whose results would not fit one sheet: CSV holds any number of rows. */
export function checkXlsxRows(input: JobInput) {
  if (input.total + 1 > XLSX_MAX_ROWS)
    throw uploadError(
      'unreadable',
      'xlsx_rows_over_limit',
      `the job has ${input.total} rows, more than an XLSX sheet holds (${XLSX_MAX_ROWS - 1} and a header): download results.csv`,
      { rows: input.total, max_rows: XLSX_MAX_ROWS - 1 },
    );
}

/**
 * results.xlsx, zipped as it is written (fflate's streaming zip): the columns of results.csv; the
 * input's plain numbers and the point as numbers, text as inline text (never a formula, so without
 * CSV's apostrophe).
 */
export async function* resultsXlsx(
  input: JobInput,
  rows: AsyncIterable<JobRow>,
  words: ResultWords,
): AsyncGenerator<Uint8Array> {
  let pieces: Uint8Array[] = [];
  const zip = new Zip((error, piece) => {
    if (error) throw error;
    pieces.push(piece);
  });
  const take = () => {
    const taken = pieces;
    pieces = [];
    return taken;
  };
  const add = (name: string) => {
    // Level 1: a million rows took 34 s to write against 56 s at level 6 (68 MB against 51 MB).
    const part = new ZipDeflate(name, { level: 1 });
    zip.add(part);
    return part;
  };
  for (const [name, text] of Object.entries(XLSX_PARTS)) add(name).push(strToU8(text), true);
  const sheet = add('xl/worksheets/sheet1.xml');
  sheet.push(strToU8(SHEET_START + rowXml(resultHeader(input, words), 1)));
  const inputColumns = input.header.length;
  let r = 1;
  let xml = '';
  for await (const row of rows) {
    const cells = resultCells(input, row, words).map((cell, column) =>
      column < inputColumns ? xlsxInputCell(cell) : cell,
    );
    xml += rowXml(cells, ++r);
    // Wide cells (1 MiB each) flush sooner: 500 of them made one 500 MB string.
    if (r % BATCH_ROWS === 0 || xml.length >= BATCH_CHARS) {
      sheet.push(strToU8(xml));
      xml = '';
      yield* take();
    }
  }
  sheet.push(strToU8(xml + SHEET_END), true);
  zip.end();
  yield* take();
}
