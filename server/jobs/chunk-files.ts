import { randomBytes } from 'node:crypto';
import { access, mkdir, open, readFile, rename, rm, writeFile } from 'node:fs/promises';
import type { ChunkRow, ChunkSpec, RowOutcome } from './job-chunks';
import { chunkPath, chunksDir, rowsPath } from './job-paths';

const lines = (text: string) => text.split('\n').filter((line) => line !== '');

/** A chunk's rows, read from its byte range of the rows file. */
export async function readChunkRows(dir: string, chunk: ChunkSpec): Promise<ChunkRow[]> {
  const file = await open(rowsPath(dir));
  try {
    const buffer = Buffer.alloc(chunk.end - chunk.start);
    const { bytesRead } = await file.read(buffer, 0, buffer.byteLength, chunk.start);
    if (bytesRead !== buffer.byteLength)
      throw new Error(
        `rows file of ${dir} ends inside chunk ${chunk.index} (${bytesRead} of ${buffer.byteLength} bytes)`,
      );
    return lines(buffer.toString('utf8')).map((line) => JSON.parse(line) as ChunkRow);
  } finally {
    await file.close();
  }
}

/**
 * A chunk's outcomes, written whole or not at all: under a temporary name of this writer's own, then
 * renamed over the chunk's file (rename is atomic on one file system, shared JOBS_DIR included). Two
 * writers of the same chunk (at-least-once delivery) each write all of it; either's file is complete.
 */
export async function writeChunkOutcomes(
  dir: string,
  index: number,
  outcomes: readonly RowOutcome[],
): Promise<void> {
  await mkdir(chunksDir(dir), { recursive: true });
  const target = chunkPath(dir, index);
  const temporary = `${target}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    await writeFile(temporary, outcomes.map((outcome) => `${JSON.stringify(outcome)}\n`).join(''));
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
  return lines(text).map((line) => JSON.parse(line) as RowOutcome);
}
