import { readFile } from 'node:fs/promises';
import { openChunkRows, readChunkOutcomes } from '../work/chunk-files';
import type { ChunkRow, JobInput, RowOutcome } from '../job-chunks';
import { inputPath } from '../job-paths';
import { resultWords } from './result-words';

/** One row of a job as its results files read it: the input row, and its outcome once its chunk is done. */
export interface JobRow {
  input: ChunkRow;
  outcome?: RowOutcome;
}

/** Why an unreadable row was not looked up, in words (its code is the reason's); the files word it in their language. */
const BAD_MESSAGES = resultWords('en').reasons;

/** The job's input.json, or undefined when its upload was never read whole (or the job is deleted). */
export async function readJobInput(dir: string): Promise<JobInput | undefined> {
  try {
    return JSON.parse(await readFile(inputPath(dir), 'utf8')) as JobInput;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/**
 * The job's rows from row number `from` on, in order, a chunk at a time: those of chunks done (so
 * far, while the job runs), with their outcomes, and with `pending` also those still waiting. An
 * unreadable row is `invalid` with its reason in words.
 */
export async function* jobRows(
  dir: string,
  input: JobInput,
  { from = 1, pending = false }: { from?: number; pending?: boolean } = {},
): AsyncGenerator<JobRow> {
  for (const chunk of input.chunks) {
    if (chunk.firstRow + chunk.rows <= from) continue;
    const outcomes = await readChunkOutcomes(dir, chunk.index);
    if (!outcomes && !pending) continue;
    const byRow = new Map(outcomes?.map((outcome) => [outcome.row, outcome]));
    // An unreadable row's outcome is known from the rows file (the engine's says the same, without words).
    const rows = await openChunkRows(dir, chunk);
    try {
      for (const row of rows) {
        if (row.row < from) continue;
        if ('bad' in row) {
          const outcome: RowOutcome = {
            row: row.row,
            status: 'invalid',
            code: row.bad,
            msg: BAD_MESSAGES[row.bad] ?? row.bad,
          };
          yield { input: row, outcome };
        } else yield outcomes ? { input: row, outcome: byRow.get(row.row) } : { input: row };
      }
    } finally {
      rows.release();
    }
  }
}
