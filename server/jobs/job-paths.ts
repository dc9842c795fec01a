import { join } from 'node:path';

// The files of one job under its directory: what the upload's reader writes (rows, input.json), and
// each chunk's outcomes as the engine writes them.

/** One ChunkRow (JSON) a line, the byte ranges of input.json's chunks point into it. */
export const rowsPath = (dir: string) => join(dir, 'rows.ndjson');
/** The JobInput, written last: its presence means the upload was read whole. */
export const inputPath = (dir: string) => join(dir, 'input.json');
/** The body as it arrived, kept only while it is read. */
export const uploadPath = (dir: string) => join(dir, 'upload.body');
export const chunksDir = (dir: string) => join(dir, 'chunks');
/** One chunk's RowOutcomes (JSON), a line each; it exists only whole (written under a temporary name, then renamed). */
export const chunkPath = (dir: string, index: number) =>
  join(chunksDir(dir), `${String(index).padStart(6, '0')}.ndjson`);

/** A job's directory under JOBS_DIR: the one place it is computed. */
export const jobDirOf = (jobsDir: string, id: string) => join(jobsDir, id);
