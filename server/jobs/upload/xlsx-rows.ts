import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Unzip, UnzipInflate } from 'fflate';
import readXlsxFile from 'read-excel-file/node';
import { chooseSheet, type WorkbookSheet } from '../../../common/sheet-choice';
import { cellText } from '../../../common/table-header';
import { recordTooLong, uploadError } from './upload-error';
import { MAX_RECORD_CHARS } from './upload-limits';

/**
 * An XLSX sheet is read whole (read-excel-file builds its rows in memory), so an XLSX file is bounded
 * by what its parts inflate to. Measured: 100,000 rows of five short columns inflate to 36 MB and
 * peak at 386 MB RSS, 50,000 rows (18 MB) at 263 MB; 24 MiB (about 65,000 such rows) keeps a process
 * near 300 MB. Larger files go as CSV, which is streamed.
 */
export const XLSX_MAX_INFLATED_BYTES = 24 * 1024 * 1024;

/**
 * What a sheet's cells may come to per byte of the file. A shared string is one inflated entry however
 * many cells name it, so the inflated cap misses it: a 13,835-byte file of one 1 MiB string named by
 * 1,000 rows made a 1 GB rows file. The cells are counted as read, each reference in full.
 */
export const XLSX_MAX_CELL_CHARS_PER_BYTE = 100;

/** Small pieces, so one piece of a zip bomb inflates to at most ~16 MiB before the count sees it. */
const PIECE_BYTES = 16 * 1024;

const tooLarge = (maxInflated: number) =>
  uploadError(
    'unreadable',
    'xlsx_too_large',
    `the XLSX file unpacks to more than ${maxInflated} bytes: send it as CSV (any size up to the upload limit)`,
    { max_bytes: maxInflated },
  );

const notXlsx = (why: string) =>
  uploadError('unreadable', 'not_a_table', `the file is not a readable XLSX file (${why})`, {
    format: 'xlsx',
  });

/** Inflates every part of the zip as a stream, counting: refuses it once the count passes the cap. */
async function checkInflatedSize(path: string, maxInflated: number): Promise<void> {
  let inflated = 0;
  let parts = 0;
  let failure: Error | undefined;
  const unzip = new Unzip((part) => {
    parts += 1;
    part.ondata = (error, data) => {
      if (failure) return;
      if (error) failure = notXlsx(error.message);
      else if ((inflated += data.byteLength) > maxInflated) failure = tooLarge(maxInflated);
      if (failure) part.terminate();
    };
    part.start();
  });
  unzip.register(UnzipInflate);
  const file = createReadStream(path, { highWaterMark: PIECE_BYTES });
  try {
    for await (const piece of file as AsyncIterable<Buffer>) {
      unzip.push(piece);
      if (failure) throw failure;
    }
    unzip.push(new Uint8Array(0), true);
  } catch (error) {
    if (error === failure) throw error;
    throw notXlsx(error instanceof Error ? error.message : String(error));
  } finally {
    file.destroy();
  }
  if (failure) throw failure;
  if (parts === 0) throw notXlsx('it is not a zip archive');
}

const amplified = (maxChars: number) =>
  uploadError(
    'unreadable',
    'xlsx_too_large',
    `the XLSX file's cells come to more than ${maxChars} characters (${XLSX_MAX_CELL_CHARS_PER_BYTE} per byte of the file, at most the unpacked cap): send it as CSV`,
    { max_bytes: maxChars },
  );

const noSuchSheet = (wanted: string, sheets: readonly WorkbookSheet[]) => {
  const names = sheets.map(({ sheet }) => sheet).join(', ');
  return uploadError(
    'refused',
    'sheet_not_found',
    `sheet=${wanted} names no sheet of the file (its sheets: ${names}); name one or give its number from 1`,
    { sheet: wanted, sheets: names },
  );
};

/**
 * The rows of the sheet `wanted` names (name or number from 1; else the first with data) as text
 * cells, every row of the sheet in its place (blank ones too: a row's number is the spreadsheet's),
 * as the batch view reads an XLSX file; a row over MAX_RECORD_CHARS, or cells past
 * XLSX_MAX_CELL_CHARS_PER_BYTE of the file, refused as they come. Every sheet is read (the cap bounds them all).
 */
export async function* xlsxRows(
  path: string,
  maxInflated = XLSX_MAX_INFLATED_BYTES,
  wanted?: string,
): AsyncGenerator<string[]> {
  const { size } = await stat(path);
  if (size > maxInflated) throw tooLarge(maxInflated);
  await checkInflatedSize(path, maxInflated);
  const maxChars = Math.min(maxInflated, size * XLSX_MAX_CELL_CHARS_PER_BYTE);
  let sheets: readonly WorkbookSheet[];
  try {
    sheets = await readXlsxFile(path);
  } catch (error) {
    throw notXlsx(error instanceof Error ? error.message : String(error));
  }
  const chosen = chooseSheet(sheets, wanted);
  if (chosen === undefined) throw noSuchSheet(wanted!, sheets);
  let chars = 0;
  for (const row of sheets[chosen]!.data) {
    const cells = row.map(cellText);
    const rowChars = cells.reduce((sum, cell) => sum + cell.length, 0);
    if (rowChars > MAX_RECORD_CHARS) throw recordTooLong();
    if ((chars += rowChars) > maxChars) throw amplified(maxChars);
    yield cells;
  }
}
