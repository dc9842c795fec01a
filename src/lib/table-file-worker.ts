/// <reference lib="webworker" />
import { csvFileText } from './csv';
import type { WorkerProgress, WorkerReply } from './run-worker';
import type { TableFileRequest } from './table-file';
import { writeXlsx } from './xlsx-write';

// Writes CSV and XLSX downloads off the main thread: their libraries never load on the page itself.

self.onmessage = async ({ data }: MessageEvent<TableFileRequest>) => {
  let reply: WorkerReply<Blob>;
  const progress = (done: number) => self.postMessage({ progress: done } satisfies WorkerProgress);
  try {
    const blob =
      data.format === 'csv'
        ? new Blob([csvFileText(data.table)], { type: 'text/csv;charset=utf-8' })
        : await writeXlsx(data.table, progress);
    reply = { ok: true, value: blob };
  } catch (error) {
    reply = { ok: false, reason: String(error) };
  }
  self.postMessage(reply);
};
