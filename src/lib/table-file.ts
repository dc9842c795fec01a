import { runWorker } from './run-worker';
import type { CellTable } from './spreadsheet-cell';

export interface TableFileRequest {
  format: 'csv' | 'xlsx';
  table: CellTable;
}

/** A CSV (with BOM) or XLSX file of a table, written in a Web Worker. Cells arrive already neutralised. */
export function writeTableFile(format: TableFileRequest['format'], table: CellTable): Promise<Blob> {
  const request: TableFileRequest = { format, table };
  return runWorker<Blob>(new Worker(new URL('./table-file-worker.ts', import.meta.url), { type: 'module' }), request);
}
