import type { ParseReply, ParseRequest } from './batch-parse-worker';
import type { ParsedTable } from './parse-table';

/** Parses a file (or pasted text) in a Web Worker; rejects with the reader's reason. */
export function parseInWorker(request: ParseRequest): Promise<ParsedTable> {
  const worker = new Worker(new URL('./batch-parse-worker.ts', import.meta.url), { type: 'module' });
  return new Promise<ParsedTable>((resolve, reject) => {
    worker.onmessage = (event: MessageEvent<ParseReply>) => {
      if (event.data.ok) resolve(event.data.table);
      else reject(new Error(event.data.reason));
    };
    worker.onerror = (event) => reject(new Error(event.message || 'the file reader stopped'));
    worker.postMessage(request);
  }).finally(() => worker.terminate());
}
