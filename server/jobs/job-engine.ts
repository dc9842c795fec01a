import type { ClientLimiter } from '../limits/client-limiter';
import type { Logger } from '../observe/logger';
import type { Provider } from '../providers/provider';
import { chunkScheduling } from './chunk-scheduling';
import type { JobFiles } from './job-chunks';
import { jobDirOf } from './job-paths';
import { type JobAction, jobStates, reachable } from './job-states';
import { jobSubmission } from './job-submission';
import type { ChunkQueue } from './queue/chunk-queue';
import { type CallbackSender, inProcessCallbacks } from './results/job-callback';
import { jobView, type JobRecord } from './store/job-record';
import type { JobStore } from './store/job-store';
import { jobResultFiles } from './results/result-file';
import { downloadSlots } from '../limits/download-slots';

export type { JobAction } from './job-states';

export interface JobLimits {
  maxBytes: number;
  maxRows: number;
  maxActivePerClient: number;
  /** Downloads one client may have streaming at once from this process (none: no limit). */
  maxDownloadsPerClient?: number;
  /** The points a map read (points.bin) sends unless it asks for more: an even sample beyond. */
  mapPoints?: number;
  callbackHosts: readonly string[];
  /** JOBS_CALLBACK_SECRET: callbacks are signed with it, and refused without it. */
  callbackSecret?: string;
  retentionMs: number;
  /** Chunks this process works at once (0: it only takes uploads). */
  concurrency: number;
  /** Rows of a chunk in flight at once. */
  rowConcurrency: number;
}

export interface JobEngineOptions {
  store: JobStore;
  queue: ChunkQueue;
  files: JobFiles;
  jobsDir: string;
  provider: Provider;
  limits: JobLimits;
  /** JOBS_CLIENT_ROWS_PER_MIN, which a job's lookups spend (none: no rate but the machine's). */
  clientRate?: ClientLimiter;
  logger: Logger;
  /** Told of rows counted (the metrics). */
  observe?: { rows(count: number): void };
  /** Where finished jobs' callbacks go (BullMQ with REDIS_URL); none: sent and retried in this process. */
  callbacks?: CallbackSender;
  /** Whether this process is answering requests now: its chunk work then gives way (work-pace.ts). */
  busy?: () => boolean;
  /** Refuses a new upload (507) when JOBS_DIR is at its cap or its disk near full (disk-room.ts). */
  checkRoom?: () => Promise<void>;
  /** Jobs found unfinished at start, to queue again (the in-process store after a restart). */
  unfinished?: () => JobRecord[];
  now?: () => number;
}

/**
 * Server-side jobs (docs/jobs.md): takes an upload (job-submission.ts), queues its chunks and works
 * this process's share of them (chunk-scheduling.ts), moves jobs between states from any instance
 * and POSTs a finished job to its callback (job-states.ts), and deletes a finished job's files once
 * it expires.
 */
export function createJobEngine(options: JobEngineOptions) {
  const { limits, logger } = options;
  const store = reachable(options.store);
  const queue = reachable(options.queue);
  const now = options.now ?? Date.now;
  const jobDir = (id: string) => jobDirOf(options.jobsDir, id);
  const callbacks = options.callbacks ?? inProcessCallbacks(logger, limits.callbackSecret ?? '');
  const states = jobStates({ store, callbacks, retentionMs: limits.retentionMs, logger, now });
  const scheduling = chunkScheduling({ ...options, store, queue, jobDir, states, callbacks, now });
  const submit = jobSubmission({
    ...scheduling,
    store,
    files: options.files,
    limits,
    jobDir,
    checkRoom: options.checkRoom,
    now,
  });

  return {
    submit,

    /**
     * GET /api/jobs/:id: the stored counts, nothing read from disk. `owner` (set when API keys are):
     * another owner's job is NotFound, here and in resultFile, act and remove.
     */
    async get(id: string, owner?: string) {
      return jobView(await states.record(id, owner), now());
    },

    /** The job's directory (its files); asked only once `get` has known the id. */
    dirOf: jobDir,

    /** GET /api/jobs/:id/:file: the job's file as pieces, readable while it runs; NotFound for no such job or file. */
    resultFile: jobResultFiles(async (id, owner) => jobView(await states.record(id, owner), now()), jobDir, {
      slots: limits.maxDownloadsPerClient ? downloadSlots(limits.maxDownloadsPerClient) : undefined,
      mapPoints: limits.mapPoints,
    }),

    /** Pause, resume or cancel, from any instance; Conflict when the job's state does not allow it. */
    async act(id: string, action: JobAction, owner?: string) {
      const after = await states.act(id, action, owner);
      if (action === 'resume') await scheduling.queueChunks(after);
      return jobView(after, now());
    },

    /** DELETE /api/jobs/:id: the job and its files, whatever its state (its chunks in the queue are dropped). */
    async remove(id: string, owner?: string) {
      await states.record(id, owner);
      await scheduling.removeJob(id);
    },

    start: scheduling.start,
    close: scheduling.close,
  };
}

export type JobEngine = ReturnType<typeof createJobEngine>;
