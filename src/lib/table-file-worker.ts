/// <reference lib="webworker" />
import { csvFileText } from './csv';
import type { WorkerProgress, WorkerReply } from './run-worker';
import type { CellTable } from '../../common/spreadsheet-cell';
import type { TableFileMessage, TableWriter } from './table-file';
import { xlsxWriter } from './xlsx-write';

// Writes CSV and XLSX downloads off the main thread: their libraries never load on the page itself.
// The rows come in slices (src/lib/table-file.ts); each is answered with the share written so far.

let writer: TableWriter | undefined;
let total = 0;
let written = 0;

self.onmessage = ({ data }: MessageEvent<TableFileMessage>) => {
  try {
    if ('format' in data) {
      writer = data.format === 'csv' ? csvWriter() : xlsxWriter();
      total = data.length;
    } else if ('slice' in data) {
      writer!.add(data.slice);
      written += data.slice.length;
      self.postMessage({ progress: written / total } satisfies WorkerProgress);
    } else self.postMessage({ ok: true, value: writer!.end() } satisfies WorkerReply<Blob>);
  } catch (error) {
    self.postMessage({ ok: false, reason: String(error) } satisfies WorkerReply<Blob>);
  }
};

/** A CSV file is written whole at the end: Papa quotes every row alike that way. */
function csvWriter(): TableWriter {
  const rows: CellTable[number][] = [];
  return {
    add: (slice) => slice.forEach((row) => rows.push(row)),
    end: () => new Blob([csvFileText(rows)], { type: 'text/csv;charset=utf-8' }),
  };
}
