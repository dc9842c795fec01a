/// <reference lib="webworker" />
import readXlsxFile from 'read-excel-file/web-worker';
import { detectColumns, detectNameColumn } from '../../../../common/column-detect';
import type { WorkerReply } from '../../../lib/run-worker';
import { fileKind } from './file-kind';
import type { TextEncoding } from '../../../../common/encoding-names';
import {
  parseDelimited,
  parseDelimitedBytes,
  parseXlsx,
  TableReadError,
  type ParsedTable,
} from './parse-table';

// Reads a dropped file off the main thread: CSV/TSV with papaparse, XLSX with read-excel-file.

/** A file (its text in `encoding`, its sheet `sheet` when the user picked one), or pasted text. */
export type ParseRequest =
  { file: Blob; name: string; encoding?: TextEncoding; sheet?: string } | { text: string };

self.onmessage = async (event: MessageEvent<ParseRequest>) => {
  const request = event.data;
  let reply: WorkerReply<ParsedTable>;
  try {
    let table: ParsedTable;
    if ('text' in request) table = parseDelimited(request.text);
    else if (fileKind(request.name) === 'xlsx')
      table = await parseXlsx(await request.file.arrayBuffer(), (data) => readXlsxFile(data), request.sheet);
    else table = parseDelimitedBytes(new Uint8Array(await request.file.arrayBuffer()), request.encoding);
    const detected = detectColumns(table.header, table.rows.slice(0, 20));
    reply = { ok: true, value: { ...table, detected, detectedName: detectNameColumn(table.header) } };
  } catch (error) {
    // The reason is a kind the page words in its language (the reader's own words are English).
    reply = { ok: false, reason: error instanceof TableReadError ? error.kind : 'unreadable' };
  }
  self.postMessage(reply);
};
