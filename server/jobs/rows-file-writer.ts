import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import type { ChunkRow, ChunkSpec } from './job-chunks';
import { CHUNK_ROWS } from './upload-limits';

/** Lines are gathered to about this many bytes before a write (a write per row is slow). */
const BATCH_BYTES = 64 * 1024;
/** UTF-8 bytes a line of this many UTF-16 units may take at most. */
const maxBytes = (line: string) => line.length * 3;

/**
 * Writes a job's rows file, one ChunkRow (JSON) a line, and keeps the chunks' byte ranges: a chunk
 * ends every CHUNK_ROWS rows, and at the end.
 */
export function rowsFileWriter(path: string) {
  const out = createWriteStream(path);
  const chunks: ChunkSpec[] = [];
  // Lines are encoded into a buffer outside the heap as they come: held as strings, the batch
  // lived long enough to be promoted.
  let pending = Buffer.allocUnsafe(BATCH_BYTES);
  let used = 0;
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
    if (used === 0) return;
    const full = pending.subarray(0, used);
    pending = Buffer.allocUnsafe(BATCH_BYTES);
    used = 0;
    if (!out.write(full)) await once(out, 'drain');
  };

  return {
    /** Adds a row; a promise only when the batch was written and the file asks to wait (drain). */
    add(row: ChunkRow): Promise<void> | undefined {
      const line = `${JSON.stringify(row)}\n`;
      let draining: Promise<void> | undefined;
      if (used + maxBytes(line) > pending.length) {
        draining = flush();
        if (maxBytes(line) > pending.length) pending = Buffer.allocUnsafe(maxBytes(line));
      }
      const bytes = pending.write(line, used);
      used += bytes;
      offset += bytes;
      rows += 1;
      if (rows - chunkFirstRow + 1 === CHUNK_ROWS) endChunk();
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
