import { randomBytes } from 'node:crypto';
import { Busy, Refused } from '../domain-errors';
import { diskFull, isDiskFull } from './disk-room';
import type { JobFiles, JobInput, ReadUploadOptions } from './job-chunks';
import { checkCallback } from './results/job-callback';
import { jobView, type JobRecord } from './store/job-record';
import type { JobStore } from './store/job-store';

/** What POST /api/jobs says besides its body. */
export interface SubmitRequest {
  contentType: string | undefined;
  contentLength: number | undefined;
  params: ReadUploadOptions['params'];
  client: string | undefined;
}

/** How long a place is held for an upload being read; a hold left by a process that died lapses then. */
export const UPLOAD_HOLD_MS = 30 * 60_000;

/** A new job's record, queued, from what its upload's reader found. */
const newJob = (
  id: string,
  client: string,
  callback: string,
  input: JobInput,
  fileName: string,
  now: number,
): JobRecord => ({
  id,
  kind: input.kind,
  state: 'queued',
  file_name: fileName.slice(0, 200),
  client,
  total: input.total,
  invalid: input.invalid,
  chunks: input.chunks.length,
  done: 0,
  succeeded: 0,
  failed: 0,
  created_at: now,
  run_since: 0,
  active_ms: 0,
  finished_at: 0,
  expires_at: 0,
  generation: 0,
  callback,
  error_code: '',
  error_msg: '',
});

/**
 * POST /api/jobs: checks what it can before reading the body (the callback, the client's place
 * among its jobs), then reads the upload to disk, stores the job and queues its chunks.
 */
export function jobSubmission(options: {
  store: JobStore;
  files: JobFiles;
  limits: {
    maxBytes: number;
    maxRows: number;
    maxActivePerClient: number;
    callbackHosts: readonly string[];
    callbackSecret?: string;
  };
  jobDir: (id: string) => string;
  queueChunks: (job: JobRecord) => Promise<void>;
  removeJob: (id: string) => Promise<void>;
  /** Refuses a new upload (507) when JOBS_DIR is at its cap or its disk near full (disk-room.ts). */
  checkRoom?: () => Promise<void>;
  now: () => number;
}) {
  const { store, files, limits, now } = options;

  /** Reads an upload to disk as job `id`, stores it and queues its chunks. */
  async function accept(
    id: string,
    client: string,
    callback: string,
    body: ReadableStream<Uint8Array>,
    request: SubmitRequest,
  ) {
    const input = await files
      .readUpload(body, options.jobDir(id), {
        contentType: request.contentType,
        contentLength: request.contentLength,
        params: request.params,
        maxBytes: limits.maxBytes,
        maxRows: limits.maxRows,
      })
      .catch((error: unknown) => {
        throw isDiskFull(error) ? diskFull("the jobs' disk filled up while the file was read") : error;
      });
    const job = newJob(id, client, callback, input, request.params.file_name ?? '', now());
    try {
      await store.create(job);
      await options.queueChunks(job);
    } catch (error) {
      await options.removeJob(id).catch(() => undefined);
      throw error;
    }
    return jobView(job, now());
  }

  return async function submit(body: ReadableStream<Uint8Array> | null, request: SubmitRequest) {
    const client = request.client ?? '';
    const callback = request.params.callback
      ? checkCallback(request.params.callback, limits.callbackHosts, limits.callbackSecret)
      : '';
    if (!body) {
      throw new Refused("the job's file is the request's body, and it is empty", {
        errorCode: 'job_body_missing',
      });
    }
    await options.checkRoom?.();
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
  };
}
