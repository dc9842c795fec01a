import { runWorker } from './run-worker';
import type { CellTable } from './spreadsheet-cell';

export interface TableFileRequest {
  format: 'csv' | 'xlsx';
  table: CellTable;
}

/**
 * A CSV (with BOM) or XLSX file of a table, written in a Web Worker. Cells arrive already neutralised.
 * `onProgress` hears the share written (0–1) while a large XLSX file is zipped.
 */
export function writeTableFile(
  format: TableFileRequest['format'],
  table: CellTable,
  onProgress?: (done: number) => void,
): Promise<Blob> {
  const request: TableFileRequest = { format, table };
  const worker = new Worker(new URL('./table-file-worker.ts', import.meta.url), { type: 'module' });
  return runWorker<Blob>(worker, request, onProgress);
}
