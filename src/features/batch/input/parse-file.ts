import type { ParseRequest } from './batch-parse-worker';
import type { ParsedTable } from './parse-table';
import { runWorker } from '../../../lib/run-worker';

/** Parses a file (or pasted text) in a Web Worker; rejects with the reader's reason. */
export function parseInWorker(request: ParseRequest): Promise<ParsedTable> {
  return runWorker(
    new Worker(new URL('./batch-parse-worker.ts', import.meta.url), { type: 'module' }),
    request,
  );
}
