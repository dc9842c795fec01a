import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import type { ChunkRow, ChunkSpec } from '../job-chunks';
import { lineBuffer } from '../work/line-buffer';
import { CHUNK_BYTES, CHUNK_ROWS } from './upload-limits';

/** Lines are gathered to about this many bytes before a write (a write per row is slow). */
const BATCH_BYTES = 64 * 1024;

/**
 * Writes a job's rows file, one ChunkRow (JSON) a line, and keeps the chunks' byte ranges: a chunk
 * ends every CHUNK_ROWS rows or once its lines reach CHUNK_BYTES, and at the end.
 */
export function rowsFileWriter(path: string) {
  const out = createWriteStream(path);
  const chunks: ChunkSpec[] = [];
  const pending = lineBuffer(BATCH_BYTES);
  let offset = 0;
  let chunkStart = 0;
  let chunkFirstRow = 1;
  let rows = 0;

  const endChunk = () => {
    if (rows === chunkFirstRow - 1) return;
    chunks.push({
      index: chunks.length,
      firstRow: chunkFirstRow,
      rows: rows - chunkFirstRow + 1,
      start: chunkStart,
      end: offset,
    });
    chunkStart = offset;
    chunkFirstRow = rows + 1;
  };
  const flush = async () => {
    if (pending.size === 0) return;
    if (!out.write(pending.take())) await once(out, 'drain');
  };

  return {
    /** Adds a row; a promise only when the batch was written and the file asks to wait (drain). */
    add(row: ChunkRow): Promise<void> | undefined {
      const line = `${JSON.stringify(row)}\n`;
      const draining = pending.fits(line) ? undefined : flush();
      offset += pending.add(line);
      rows += 1;
      if (rows - chunkFirstRow + 1 === CHUNK_ROWS || offset - chunkStart >= CHUNK_BYTES) endChunk();
      return draining;
    },
    /** Writes what is left and answers the chunks. */
    async end(): Promise<ChunkSpec[]> {
      endChunk();
      await flush();
      out.end();
      await once(out, 'finish');
      return chunks;
    },
    /** Stops writing (the caller removes the file). */
    async abort() {
      out.destroy();
      if (!out.closed) await once(out, 'close').catch(() => undefined);
    },
  };
}
