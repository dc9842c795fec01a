import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { setImmediate as yieldToRequests } from 'node:timers/promises';
import type { ClientLimiter } from '../limits/client-limiter';
import type { Logger } from '../observe/logger';
import { spendJobPoints } from '../limits/batch-points';
import type { ChunkTask } from './chunk-queue';
import type { ChunkRow, JobFiles, JobInput, RowOutcome } from './job-chunks';
import type { JobRecord } from './job-record';
import type { ChunkCounts, JobStore } from './job-store';

/** How long a chunk's lookups run before letting the process's single requests in (ms). */
const SLICE_MS = 1;
/** Rows between two reads of the job's state within a chunk: a pause or cancel stops the work this soon. */
const CHECK_ROWS = 200;

/** The job was paused, cancelled or deleted while its chunk was worked: the chunk is dropped unwritten. */
class ChunkDropped extends Error {}
const INPUTS_KEPT = 16;

export type RowLookup = (row: ChunkRow, signal: AbortSignal) => Promise<RowOutcome>;

export interface ChunkWorkOptions {
  store: JobStore;
  files: JobFiles;
  jobDir: (id: string) => string;
  /** The lookup of one row for a job of this input. */
  lookup: (input: JobInput) => RowLookup;
  /** Rows of one chunk in flight at once (upstream: bounds the fan-out). */
  rowConcurrency: number;
  /** The batch endpoints' budget per client, which a job's lookups spend too. */
  points?: ClientLimiter;
  /** Moves a queued job to running as its first chunk is taken. */
  running: (record: JobRecord) => Promise<void>;
  /** Moves the job on once its last chunk is counted (done), once. */
  finished: (record: JobRecord) => Promise<void>;
  counted?: (rows: number) => void;
  logger?: Logger;
}

export const tally = (outcomes: readonly RowOutcome[]): ChunkCounts => {
  let succeeded = 0;
  let failed = 0;
  for (const outcome of outcomes) {
    if (outcome.status === 'ok') succeeded++;
    else if (outcome.status === 'failed') failed++;
  }
  return { done: outcomes.length, succeeded, failed };
};

/** Looks rows up `concurrency` at a time, in order, yielding to the event loop every few ms. */
async function lookUpRows(
  rows: ChunkRow[],
  lookup: RowLookup,
  concurrency: number,
  signal: AbortSignal,
  wanted: () => Promise<boolean>,
) {
  const outcomes = new Array<RowOutcome>(rows.length);
  let next = 0;
  const runner = async () => {
    let slice = performance.now();
    while (next < rows.length) {
      signal.throwIfAborted();
      const at = next++;
      if (at > 0 && at % CHECK_ROWS === 0 && !(await wanted())) throw new ChunkDropped();
      outcomes[at] = await lookup(rows[at]!, signal);
      if (performance.now() - slice > SLICE_MS) {
        await yieldToRequests();
        slice = performance.now();
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, rows.length)) }, runner));
  return outcomes;
}

/**
 * Works one chunk: skipped when counted, counted from its file when written (by a process that died
 * before counting it), else looked up, written atomically, then counted; the job's last chunk
 * finishes it. A paused, cancelled or deleted job's chunk is dropped (a resume queues it again).
 */
export function chunkWork(options: ChunkWorkOptions) {
  const { store, files } = options;
  const inputs = new Map<string, JobInput>();
  const inputOf = async (id: string) => {
    let input = inputs.get(id);
    if (!input) {
      input = JSON.parse(await readFile(join(options.jobDir(id), 'input.json'), 'utf8')) as JobInput;
      if (inputs.size >= INPUTS_KEPT) inputs.delete(inputs.keys().next().value!);
      inputs.set(id, input);
    }
    return input;
  };

  const finishIfComplete = async (id: string, countedChunks: number | undefined) => {
    const record = await store.get(id);
    if (record && countedChunks === record.chunks) await options.finished(record);
  };

  return async ({ jobId, index }: ChunkTask, signal: AbortSignal) => {
    const record = await store.get(jobId);
    if (!record || record.state === 'paused' || ['done', 'failed', 'cancelled'].includes(record.state)) {
      return;
    }
    if (record.state === 'queued') await options.running(record);
    if (await store.isCounted(jobId, index)) {
      // Delivered again after its count: the process that counted it may have died before finishing the job.
      await finishIfComplete(jobId, (await store.counted(jobId)).size);
      return;
    }
    const dir = options.jobDir(jobId);
    const input = await inputOf(jobId);
    const chunk = input.chunks[index];
    if (!chunk) throw new Error(`job ${jobId} has no chunk ${index}`);
    let outcomes = await files.readChunkOutcomes(dir, index);
    if (!outcomes) {
      const rows = await files.readChunkRows(dir, chunk);
      const lookups = rows.filter((row) => !('bad' in row)).length;
      if (options.points && record.client && lookups > 0) {
        await spendJobPoints(options.points, record.client, lookups, signal);
      }
      const wanted = async () => (await store.get(jobId))?.state === 'running';
      try {
        outcomes = await lookUpRows(rows, options.lookup(input), options.rowConcurrency, signal, wanted);
      } catch (error) {
        if (error instanceof ChunkDropped) return; // a resume queues it again
        throw error;
      }
      await files.writeChunkOutcomes(dir, index, outcomes);
      // Deleted while its rows were looked up: the write must not leave the directory behind.
      if (!(await store.get(jobId))) {
        await rm(dir, { recursive: true, force: true });
        return;
      }
    }
    const counted = await store.countChunk(jobId, index, tally(outcomes));
    if (counted !== undefined) {
      options.counted?.(outcomes.length);
      options.logger?.(`jobs: job ${jobId} chunk ${index} counted`, { job: jobId, chunk: index }, 'debug');
    }
    await finishIfComplete(jobId, counted);
  };
}
