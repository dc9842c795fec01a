import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { ClientLimiter } from '../../limits/client-limiter';
import type { Logger } from '../../observe/logger';
import { spendJobRows } from '../../limits/job-rows';
import type { ChunkTask } from '../queue/chunk-queue';
import type { ChunkRow, ChunkRows, JobFiles, JobInput, RowOutcome } from '../job-chunks';
import type { JobRecord } from '../store/job-record';
import type { ChunkCounts, JobStore } from '../store/job-store';
import { jobRef } from '../../observe/job-ref';
import { isDiskFull } from '../disk-room';
import { outcomeLines, tally } from './outcome-lines';
import { type WorkPace, workPace } from './work-pace';
import { forEachWithLimit } from '../../lookups/lookup-pool';

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
  /** JOBS_CLIENT_ROWS_PER_MIN, which a job's lookups spend (none: no rate but the machine's). */
  clientRate?: ClientLimiter;
  /** Moves a queued job to running as its first chunk is taken. */
  running: (record: JobRecord) => Promise<void>;
  /** Fails the job whose chunk could not be written: the disk is full (ENOSPC), which no retry mends soon. */
  diskFull: (record: JobRecord) => Promise<void>;
  /** Moves the job on once its last chunk is counted (done), once. */
  finished: (record: JobRecord) => Promise<void>;
  counted?: (rows: number) => void;
  logger?: Logger;
  /** Whether this process is answering requests now: the chunk's work then waits (work-pace.ts). */
  busy?: () => boolean;
  /** The clock the work's slices are measured on (a test steps it). */
  clock?: () => number;
}

/**
 * Hands outcomes on in row order as they come: one that finishes before an earlier row's is held
 * until that one is in (at most the rows in flight are held).
 */
function inRowOrder(add: (outcome: RowOutcome) => void) {
  const early = new Map<number, RowOutcome>();
  let next = 0;
  return (at: number, outcome: RowOutcome) => {
    early.set(at, outcome);
    for (let first = early.get(next); first; first = early.get(next)) {
      early.delete(next++);
      add(first);
    }
  };
}

/**
 * Looks rows up `concurrency` at a time, in order, each row parsed just before and its outcome
 * encoded just after, in slices of `pace` (nothing of the chunk is done in one go).
 */
async function lookUpRows(
  rows: ChunkRows,
  lookup: RowLookup,
  concurrency: number,
  signal: AbortSignal,
  wanted: () => Promise<boolean>,
  done: (at: number, outcome: RowOutcome) => void,
  pace: WorkPace,
) {
  await forEachWithLimit(
    rows.length,
    concurrency,
    async (at) => {
      signal.throwIfAborted();
      if (at > 0 && at % CHECK_ROWS === 0 && !(await wanted())) throw new ChunkDropped();
      done(at, await lookup(rows.at(at)!, signal));
    },
    () => (pace.due() ? pace.giveWay() : undefined),
  );
}

/** Rows of the chunk that are looked up (those with a point or a name), parsed a slice at a time. */
async function lookupsIn(rows: ChunkRows, pace: WorkPace) {
  let lookups = 0;
  for (let at = 0; at < rows.length; at++) {
    if (!('bad' in rows.at(at)!)) lookups++;
    if (pace.due()) await pace.giveWay();
  }
  return lookups;
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
    if (!chunk) throw new Error(`job ${jobRef(jobId)} has no chunk ${index}`);
    const written = await files.readChunkOutcomes(dir, index);
    let counts: ChunkCounts;
    if (written) counts = tally(written);
    else {
      const rows = await files.openChunkRows(dir, chunk);
      // Each outcome is encoded as it comes: no row's objects wait in the heap for the chunk's end.
      const outcomes = outcomeLines(chunk.rows);
      const pace = workPace({ busy: options.busy, clock: options.clock });
      try {
        if (options.clientRate && record.client) {
          const lookups = await lookupsIn(rows, pace);
          if (lookups > 0) await spendJobRows(options.clientRate, record.client, lookups, signal);
        }
        const wanted = async () => (await store.get(jobId))?.state === 'running';
        try {
          const done = inRowOrder(outcomes.add);
          await lookUpRows(rows, options.lookup(input), options.rowConcurrency, signal, wanted, done, pace);
        } catch (error) {
          if (error instanceof ChunkDropped) return; // a resume queues it again
          throw error;
        }
        try {
          await files.writeChunkOutcomes(dir, index, outcomes);
        } catch (error) {
          if (!isDiskFull(error)) throw error;
          options.logger?.(`jobs: job ${jobRef(jobId)} chunk ${index}: the disk is full`, undefined, 'error');
          return await options.diskFull(record);
        }
      } finally {
        rows.release?.();
        outcomes.release();
      }
      counts = outcomes.counts;
      // Deleted while its rows were looked up: the write must not leave the directory behind.
      if (!(await store.get(jobId))) {
        await rm(dir, { recursive: true, force: true });
        return;
      }
    }
    const counted = await store.countChunk(jobId, index, counts);
    if (counted !== undefined) {
      options.counted?.(counts.done);
      options.logger?.(
        `jobs: job ${jobRef(jobId)} chunk ${index} counted`,
        { job: jobRef(jobId), chunk: index },
        'debug',
      );
    }
    await finishIfComplete(jobId, counted);
  };
}
