import { runWorker } from './run-worker';
import type { CellTable } from '../../common/spreadsheet-cell';

/** A table read a slice at a time (an array is one), so a large one is never whole on both sides. */
export interface TableSource {
  readonly length: number;
  slice(start: number, end: number): CellTable;
}

/** A file being written a slice of rows at a time (the header row first). */
export interface TableWriter {
  add(rows: CellTable): void;
  end(): Blob;
}

/** What the page sends the file writer: the start, the rows in slices, then the end. */
export type TableFileMessage =
  { format: 'csv' | 'xlsx'; length: number } | { slice: CellTable } | { end: true };

/** Rows handed to the worker at a time; at most two slices are on their way or waiting there. */
const SLICE_ROWS = 5000;

/**
 * A CSV (with BOM) or XLSX file of a table, written in a Web Worker. Cells arrive already neutralised.
 * `onProgress` hears the share of rows written (0–1); each report also asks for the next slice,
 * so the page builds rows no faster than the worker writes them.
 */
export function writeTableFile(
  format: 'csv' | 'xlsx',
  table: TableSource,
  onProgress?: (done: number) => void,
): Promise<Blob> {
  const worker = new Worker(new URL('./table-file-worker.ts', import.meta.url), { type: 'module' });
  let sent = 0;
  const sendNext = () => {
    if (sent > table.length) return; // the end is sent already
    const end = Math.min(sent + SLICE_ROWS, table.length);
    const message: TableFileMessage = sent === end ? { end: true } : { slice: table.slice(sent, end) };
    worker.postMessage(message);
    sent = sent === end ? end + 1 : end;
  };
  const start: TableFileMessage = { format, length: table.length };
  const written = runWorker<Blob>(worker, start, (done) => {
    onProgress?.(done);
    sendNext();
  });
  sendNext();
  sendNext();
  return written;
}
