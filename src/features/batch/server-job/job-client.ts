import {
  jobApi,
  jobCancelApi,
  jobDeleteApi,
  jobFileApi,
  JOB_POINTS_FILE,
  jobPauseApi,
  jobResumeApi,
  jobSubmitApi,
  type Job,
  type JobFile,
} from '../../../../contract/job-schema';
import { call, send, type Params } from '../../../api/http';

// The server's jobs (docs/jobs.md): a file uploaded as one, its state asked for, its actions and files.

export type JobSubmitParams = Params<typeof jobSubmitApi>;
export type JobAction = 'pause' | 'resume' | 'cancel';

const ACTIONS = { pause: jobPauseApi, resume: jobResumeApi, cancel: jobCancelApi } as const;

/** Uploads `file` as the body of a new job (its format named by `contentType`, a JOB_CONTENT_TYPES value). */
export async function submitJob(
  file: Blob,
  contentType: string,
  params: JobSubmitParams,
  signal?: AbortSignal,
): Promise<Job> {
  return (await call(jobSubmitApi, params, { signal, upload: { file, contentType } })).data;
}

export async function getJob(id: string, signal?: AbortSignal): Promise<Job> {
  return (await call(jobApi, { id }, { signal })).data;
}

export async function sendJobAction(id: string, action: JobAction): Promise<Job> {
  return (await call(ACTIONS[action], { id })).data;
}

/** Deletes the job and its files on the server. */
export async function deleteJob(id: string): Promise<void> {
  await send(jobDeleteApi, { id });
}

/** Up to `limit` result rows from row `from` on, as NDJSON text (the rows done so far). */
export async function getResultRows(
  id: string,
  from: number,
  limit: number,
  signal?: AbortSignal,
): Promise<string> {
  const file: JobFile = 'results.ndjson';
  const response = await send(jobFileApi, { id, file, from: String(from), limit: String(limit) }, { signal });
  return response.text();
}

/**
 * A points job's map file (JOB_POINTS_FILE): each readable row's point and state so far, at most
 * `max` of them (undefined: the server's cap), an even sample across the job when it has more.
 */
export async function getJobPoints(
  id: string,
  max: number | undefined,
  signal?: AbortSignal,
): Promise<ArrayBuffer> {
  const params =
    max === undefined ? { id, file: JOB_POINTS_FILE } : { id, file: JOB_POINTS_FILE, max: String(max) };
  return (await send(jobFileApi, params, { signal })).arrayBuffer();
}

/**
 * One of the job's files, whole, its column titles and status words in `lang` (sent with the key,
 * so it works where the server asks for one).
 */
export async function getJobFile(id: string, file: JobFile, lang: 'zh' | 'en'): Promise<Blob> {
  return (await send(jobFileApi, { id, file, lang })).blob();
}
