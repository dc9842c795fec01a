import { rm } from 'node:fs/promises';
import type { ClientLimiter } from '../limits/client-limiter';
import type { Logger } from '../observe/logger';
import type { Provider } from '../providers/provider';
import type { JobFiles, JobInput } from './job-chunks';
import type { JobStates } from './job-states';
import type { ChunkQueue, ChunkTask } from './queue/chunk-queue';
import type { CallbackSender } from './results/job-callback';
import { ACTION_FROM, type JobRecord } from './store/job-record';
import type { JobStore } from './store/job-store';
import { jobRef } from '../observe/job-ref';
import { UPLOAD_HOLD_MS } from './job-submission';
import { sweepOrphanDirs } from './store/orphan-dirs';
import { chunkWork } from './work/chunk-work';
import { rowLookup } from './work/row-lookup';

export interface SchedulingOptions {
  store: JobStore;
  queue: ChunkQueue;
  files: JobFiles;
  /** JOBS_DIR, swept of job directories no live job owns. */
  jobsDir: string;
  jobDir: (id: string) => string;
  states: JobStates;
  callbacks: CallbackSender;
  provider: Provider;
  limits: { concurrency: number; rowConcurrency: number; retentionMs: number };
  clientRate?: ClientLimiter;
  logger: Logger;
  observe?: { rows(count: number): void };
  busy?: () => boolean;
  unfinished?: () => JobRecord[];
  now: () => number;
}

/**
 * The chunks' side of the jobs: queues a job's chunks not yet counted, works this process's share
 * of the queue (a chunk that fails every attempt fails its job), sweeps expired jobs and their
 * files and the directories no job owns (at start-up and periodically), and closes within a bounded window.
 */
export function chunkScheduling(options: SchedulingOptions) {
  const { store, queue, states, limits, logger, now } = options;

  const queueChunks = async (job: JobRecord) => {
    const counted = await store.counted(job.id);
    const tasks: ChunkTask[] = [];
    for (let index = 0; index < job.chunks; index++) {
      if (!counted.has(index))
        tasks.push({ jobId: job.id, index, generation: job.generation, client: job.client });
    }
    await queue.add(tasks);
  };

  const work = chunkWork({
    store,
    files: options.files,
    jobDir: options.jobDir,
    lookup: (input: JobInput) => rowLookup(options.provider, input),
    rowConcurrency: limits.rowConcurrency,
    clientRate: options.clientRate,
    running: async (job) => void (await states.move(job.id, ACTION_FROM.run, 'running')),
    finished: async (job) => void (await states.move(job.id, ACTION_FROM.finish, 'done')),
    diskFull: async (job) =>
      void (await states.move(job.id, ACTION_FROM.fail, 'failed', {
        error_code: 'job_disk_full',
        error_msg: "the servers' disk is full: the job's results could not be written",
      })),
    counted: options.observe?.rows,
    logger,
    busy: options.busy,
  });

  const gaveUp = (task: ChunkTask, error: Error) => {
    logger(
      `jobs: job ${jobRef(task.jobId)} chunk ${task.index} failed every attempt: ${error.message}`,
      undefined,
      'error',
    );
    void states.move(task.jobId, ACTION_FROM.fail, 'failed', {
      error_code: 'chunk_failed',
      error_msg: `rows of chunk ${task.index} could not be looked up`,
    });
  };

  const removeJob = async (id: string) => {
    await store.remove(id);
    await rm(options.jobDir(id), { recursive: true, force: true });
  };
  const sweep = () =>
    (async () => {
      for (const id of await store.expired(now())) await removeJob(id);
      const live = async (id: string) => (await store.get(id)) !== undefined;
      const orphans = await sweepOrphanDirs(options.jobsDir, live, UPLOAD_HOLD_MS, now());
      if (orphans.length > 0)
        logger(`jobs: removed ${orphans.length} job directories no job owns`, undefined, 'warn');
    })().catch((error: Error) => logger(`jobs: sweep failed: ${error.message}`, undefined, 'warn'));
  let sweeper: NodeJS.Timeout | undefined;
  let closed: Promise<void> | undefined;

  /** Starts this process's share of the work, the retention sweep, and takes up unfinished jobs. */
  async function start() {
    for (const job of options.unfinished?.() ?? []) {
      if (job.state !== 'paused') await queueChunks(job);
    }
    queue.work(work, limits.concurrency, gaveUp);
    sweeper = setInterval(() => void sweep(), Math.min(60_000, Math.max(1000, limits.retentionMs / 4)));
    sweeper.unref();
    await sweep();
  }

  /**
   * Stops taking chunks (those in hand get `drainMs`, then go back to the queue) and the sweep.
   * Bounded: with Redis away BullMQ's close waits for a connection that never comes, and a
   * SIGTERM must still end the process, so past the window (and a second) it gives up waiting.
   */
  function close(drainMs: number) {
    const gracefully = async () => {
      clearInterval(sweeper);
      await queue.close(drainMs);
      await options.callbacks.close();
      await store.close();
    };
    let timer: NodeJS.Timeout | undefined;
    const window = new Promise<void>((resolve) => {
      timer = setTimeout(() => {
        logger(
          'jobs: the queue did not close within the drain window (Redis away?); not waiting',
          undefined,
          'warn',
        );
        resolve();
      }, drainMs + 1000);
    });
    return (closed ??= Promise.race([gracefully(), window]).finally(() => clearTimeout(timer)));
  }

  return { queueChunks, removeJob, start, close };
}
