import { randomBytes } from 'node:crypto';
import { access, mkdir, open, readFile, rename, rm, writeFile } from 'node:fs/promises';
import type { ChunkRow, ChunkRows, ChunkSpec, RowOutcome } from '../job-chunks';
import { chunkPath, chunksDir, rowsPath } from '../job-paths';
import { parseOutcomeLines, type OutcomeLines } from './outcome-lines';
import { borrowBuffer, returnBuffer } from './spare-buffers';

const NEWLINE = 0x0a;

/**
 * A chunk's rows from its byte range of the rows file, each parsed when asked for: the chunk's
 * bytes stay outside the heap, and a row object lives only while its row is looked up (a chunk
 * of row objects, alive for the whole chunk, was promoted to the old generation: #39).
 */
export async function openChunkRows(dir: string, chunk: ChunkSpec): Promise<ChunkRows & { release(): void }> {
  const file = await open(rowsPath(dir));
  const length = chunk.end - chunk.start;
  const borrowed = borrowBuffer(length);
  const bytes = borrowed.subarray(0, length);
  try {
    const { bytesRead } = await file.read(bytes, 0, length, chunk.start);
    if (bytesRead !== length)
      throw new Error(
        `rows file of ${dir} ends inside chunk ${chunk.index} (${bytesRead} of ${length} bytes)`,
      );
  } catch (error) {
    returnBuffer(borrowed);
    throw error;
  } finally {
    await file.close();
  }
  // Where each line starts, and one past the last line's end.
  const starts = new Uint32Array(chunk.rows + 1);
  let count = 0;
  for (let at = 0; at < bytes.byteLength && count < chunk.rows; count++) {
    starts[count] = at;
    const end = bytes.indexOf(NEWLINE, at);
    at = end === -1 ? bytes.byteLength : end + 1;
    starts[count + 1] = at;
  }
  let released = false;
  const at = (index: number) => {
    if (released) throw new Error(`chunk ${chunk.index}'s rows were released`);
    return index >= 0 && index < count
      ? (JSON.parse(bytes.toString('utf8', starts[index], starts[index + 1])) as ChunkRow)
      : undefined;
  };
  return {
    length: count,
    at,
    *[Symbol.iterator]() {
      for (let index = 0; index < count; index++) yield at(index)!;
    },
    release() {
      released = true;
      returnBuffer(borrowed);
    },
  };
}

/**
 * A chunk's outcomes, written whole or not at all: under a temporary name of this writer's own, then
 * renamed over the chunk's file (rename is atomic on one file system, shared JOBS_DIR included). Two
 * writers of the same chunk (at-least-once delivery) each write all of it; either's file is complete.
 */
export async function writeChunkOutcomes(dir: string, index: number, outcomes: OutcomeLines): Promise<void> {
  await mkdir(chunksDir(dir), { recursive: true });
  const target = chunkPath(dir, index);
  const temporary = `${target}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    await writeFile(temporary, outcomes.bytes());
    await rename(temporary, target);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

/** Whether a chunk's outcomes are written (a chunk delivered again is then skipped). */
export async function chunkDone(dir: string, index: number): Promise<boolean> {
  return access(chunkPath(dir, index)).then(
    () => true,
    () => false,
  );
}

/** A written chunk's outcomes, or undefined when it is not written (yet). */
export async function readChunkOutcomes(dir: string, index: number): Promise<RowOutcome[] | undefined> {
  let text: string;
  try {
    text = await readFile(chunkPath(dir, index), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  return parseOutcomeLines(text);
}
