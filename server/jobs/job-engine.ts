import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { JobState } from '../../contract/job-schema';
import type { ClientLimiter } from '../limits/client-limiter';
import type { Logger } from '../observe/logger';
import type { Provider } from '../providers/provider';
import { Busy, Conflict, DomainError, NotFound, Refused, Unavailable } from '../domain-errors';
import type { ChunkQueue, ChunkTask } from './queue/chunk-queue';
import { chunkWork } from './work/chunk-work';
import { type CallbackSender, checkCallback, inProcessCallbacks } from './results/job-callback';
import type { JobFiles, JobInput, ReadUploadOptions } from './job-chunks';
import { ACTION_FROM, isFinal, jobView, moveFields, type JobRecord } from './store/job-record';
import type { JobStore } from './store/job-store';
import { rowLookup } from './work/row-lookup';

/** 128 random bits, base64url: the job's only key. */
const ID = /^[\w-]{22}$/;

export interface JobLimits {
  maxBytes: number;
  maxRows: number;
  maxActivePerClient: number;
  callbackHosts: readonly string[];
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
  /** The batch endpoints' points budget, which a job's lookups spend too (none: no limit). */
  points?: ClientLimiter;
  logger: Logger;
  /** Told of rows counted (the metrics). */
  observe?: { rows(count: number): void };
  /** Where finished jobs' callbacks go (BullMQ with REDIS_URL); none: sent and retried in this process. */
  callbacks?: CallbackSender;
  /** Whether this process is answering requests now: its chunk work then gives way (work-pace.ts). */
  busy?: () => boolean;
  /** Jobs found unfinished at start, to queue again (the in-process store after a restart). */
  unfinished?: () => JobRecord[];
  now?: () => number;
}

export type JobAction = 'pause' | 'resume' | 'cancel';

/** The store's or queue's methods, a failure to reach them (Redis away) Unavailable rather than an internal error. */
function reachable<T extends object>(target: T): T {
  const unavailable = (error: unknown) => {
    if (error instanceof DomainError) throw error;
    throw new Unavailable('jobs cannot be reached now (their store is away); try again shortly', {
      errorCode: 'jobs_unavailable',
    });
  };
  return Object.fromEntries(
    Object.entries(target).map(([name, member]) => [
      name,
      typeof member === 'function'
        ? (...args: unknown[]) => {
            const answer: unknown = (member as (...args: unknown[]) => unknown).apply(target, args);
            return answer instanceof Promise ? answer.catch(unavailable) : answer;
          }
        : member,
    ]),
  ) as T;
}

const notFound = (id: string) =>
  new NotFound('no such job (finished jobs are deleted once they expire)', {
    errorCode: 'job_not_found',
    params: { id },
  });

/**
 * Server-side jobs (docs/jobs.md): takes an upload, queues its chunks, works chunks from the queue
 * (this process's share), moves jobs between states from any instance, POSTs a finished job to its
 * callback, and deletes a finished job's files once it expires.
 */
/** What POST /api/jobs says besides its body. */
interface SubmitRequest {
  contentType: string | undefined;
  contentLength: number | undefined;
  params: ReadUploadOptions['params'];
  client: string | undefined;
}

/** How long a place is held for an upload being read; a hold left by a process that died lapses then. */
const UPLOAD_HOLD_MS = 30 * 60_000;

export function createJobEngine(options: JobEngineOptions) {
  const { files, limits, logger } = options;
  const store = reachable(options.store);
  const queue = reachable(options.queue);
  const now = options.now ?? Date.now;
  const jobDir = (id: string) => join(options.jobsDir, id);
  const callbacks = options.callbacks ?? inProcessCallbacks(logger);

  const record = async (id: string) => {
    const found = ID.test(id) ? await store.get(id) : undefined;
    if (!found || (found.expires_at && found.expires_at <= now())) throw notFound(id);
    return found;
  };

  /** Moves the job from the state it is in, if that state is one of `from`; answers the record after. */
  const move = async (
    id: string,
    from: readonly JobState[],
    to: JobState,
    extra: Partial<JobRecord> = {},
  ) => {
    for (let attempt = 0; attempt < 5; attempt++) {
      const current = await store.get(id);
      if (!current || !from.includes(current.state)) return { record: current, moved: false };
      const fields = { ...moveFields(current, to, now(), limits.retentionMs), ...extra };
      if (await store.move(id, current.state, fields)) {
        const after = { ...current, ...fields };
        if (isFinal(to)) ended(after);
        return { record: after, moved: true };
      }
    }
    return { record: await store.get(id), moved: false };
  };

  const ended = (after: JobRecord) => {
    if (!after.callback) return;
    const body = { code: 200, msg: 'ok', data: jobView(after, now()) };
    callbacks
      .send(after.callback, body)
      .catch((error: Error) => logger(`jobs: callback not queued: ${error.message}`, undefined, 'warn'));
  };

  const queueChunks = async (job: JobRecord) => {
    const counted = await store.counted(job.id);
    const tasks: ChunkTask[] = [];
    for (let index = 0; index < job.chunks; index++) {
      if (!counted.has(index)) tasks.push({ jobId: job.id, index, generation: job.generation });
    }
    await queue.add(tasks);
  };

  const work = chunkWork({
    store,
    files,
    jobDir,
    lookup: (input: JobInput) => rowLookup(options.provider, input),
    rowConcurrency: limits.rowConcurrency,
    points: options.points,
    running: async (job) => void (await move(job.id, ACTION_FROM.run, 'running')),
    finished: async (job) => void (await move(job.id, ACTION_FROM.finish, 'done')),
    counted: options.observe?.rows,
    logger,
    busy: options.busy,
  });

  const gaveUp = (task: ChunkTask, error: Error) => {
    logger(
      `jobs: job ${task.jobId} chunk ${task.index} failed every attempt: ${error.message}`,
      undefined,
      'error',
    );
    void move(task.jobId, ACTION_FROM.fail, 'failed', {
      error_code: 'chunk_failed',
      error_msg: `rows of chunk ${task.index} could not be looked up`,
    });
  };

  const sweep = async () => {
    for (const id of await store.expired(now())) await removeJob(id);
  };
  const removeJob = async (id: string) => {
    await store.remove(id);
    await rm(jobDir(id), { recursive: true, force: true });
  };
  let sweeper: NodeJS.Timeout | undefined;
  let closed: Promise<void> | undefined;

  /** Reads an upload to disk as job `id`, stores it and queues its chunks. */
  async function accept(
    id: string,
    client: string,
    callback: string,
    body: ReadableStream<Uint8Array>,
    request: SubmitRequest,
  ) {
    const dir = jobDir(id);
    const input = await files.readUpload(body, dir, {
      contentType: request.contentType,
      contentLength: request.contentLength,
      params: request.params,
      maxBytes: limits.maxBytes,
      maxRows: limits.maxRows,
    });
    const job: JobRecord = {
      id,
      kind: input.kind,
      state: 'queued',
      file_name: (request.params.file_name ?? '').slice(0, 200),
      client,
      total: input.total,
      invalid: input.invalid,
      chunks: input.chunks.length,
      done: 0,
      succeeded: 0,
      failed: 0,
      created_at: now(),
      run_since: 0,
      active_ms: 0,
      finished_at: 0,
      expires_at: 0,
      generation: 0,
      callback,
      error_code: '',
      error_msg: '',
    };
    try {
      await store.create(job);
      await queueChunks(job);
    } catch (error) {
      await removeJob(id).catch(() => undefined);
      throw error;
    }
    return jobView(job, now());
  }

  return {
    /** POST /api/jobs: checks what it can before reading the body, then reads it to disk and queues its chunks. */
    async submit(body: ReadableStream<Uint8Array> | null, request: SubmitRequest) {
      const client = request.client ?? '';
      const callback = request.params.callback
        ? checkCallback(request.params.callback, limits.callbackHosts)
        : '';
      if (!body) {
        throw new Refused("the job's file is the request's body, and it is empty", {
          errorCode: 'job_body_missing',
        });
      }
      const id = randomBytes(16).toString('base64url');
      // The client's place is held from before the upload is read, so uploads at once cannot pass the limit together.
      if (
        client &&
        !(await store.reserve(client, id, limits.maxActivePerClient, now(), now() + UPLOAD_HOLD_MS))
      ) {
        throw new Busy(
          `at most ${limits.maxActivePerClient} jobs at once per client: wait for one to end, or cancel one`,
          { errorCode: 'job_limit_reached', params: { max: limits.maxActivePerClient } },
        );
      }
      try {
        return await accept(id, client, callback, body, request);
      } catch (error) {
        if (client) await store.release(client, id).catch(() => undefined);
        throw error;
      }
    },

    /** GET /api/jobs/:id: the stored counts, nothing read from disk. */
    async get(id: string) {
      return jobView(await record(id), now());
    },

    /** Pause, resume or cancel, from any instance; Conflict when the job's state does not allow it. */
    async act(id: string, action: JobAction) {
      await record(id);
      const to = ({ pause: 'paused', resume: 'queued', cancel: 'cancelled' } as const)[action];
      const { record: after, moved } = await move(id, ACTION_FROM[action], to);
      if (!after) throw notFound(id);
      if (!moved) {
        throw new Conflict(`cannot ${action} a job that is ${after.state}`, {
          errorCode: 'job_state_conflict',
          params: { action, state: after.state },
        });
      }
      if (action === 'resume') await queueChunks(after);
      return jobView(after, now());
    },

    /** DELETE /api/jobs/:id: the job and its files, whatever its state (its chunks in the queue are dropped). */
    async remove(id: string) {
      await record(id);
      await removeJob(id);
    },

    /** Starts this process's share of the work, the retention sweep, and takes up unfinished jobs. */
    async start() {
      for (const job of options.unfinished?.() ?? []) {
        if (job.state !== 'paused') await queueChunks(job);
      }
      queue.work(work, limits.concurrency, gaveUp);
      const every = Math.min(60_000, Math.max(1000, limits.retentionMs / 4));
      sweeper = setInterval(
        () =>
          void sweep().catch((error: Error) =>
            logger(`jobs: sweep failed: ${error.message}`, undefined, 'warn'),
          ),
        every,
      );
      sweeper.unref();
      await sweep().catch((error: Error) =>
        logger(`jobs: sweep failed: ${error.message}`, undefined, 'warn'),
      );
    },

    /**
     * Stops taking chunks (those in hand get `drainMs`, then go back to the queue) and the sweep.
     * Bounded: with Redis away BullMQ's close waits for a connection that never comes, and a
     * SIGTERM must still end the process, so past the window (and a second) it gives up waiting.
     */
    close(drainMs: number) {
      const gracefully = async () => {
        clearInterval(sweeper);
        await queue.close(drainMs);
        await callbacks.close();
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
    },
  };
}

export type JobEngine = ReturnType<typeof createJobEngine>;
