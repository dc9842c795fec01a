import { JOB_FILES, JOB_FINAL_STATES, type Job, type JobState } from '../../../contract/job-schema';
import { jobFileApi } from '../../../contract/job-schema';
import { apiPath } from '../../../contract/api-path';

/**
 * A job as the stores keep it: flat fields (a Redis hash, or job.json), times in epoch ms. The
 * public view (`jobView`) is derived from it on each read, never stored.
 */
export interface JobRecord {
  id: string;
  kind: Job['kind'];
  state: JobState;
  file_name: string;
  /** Who submitted it (the rate-limit key): its points are charged there; '' for an in-process caller. */
  client: string;
  total: number;
  invalid: number;
  /** How many chunks the job has. */
  chunks: number;
  done: number;
  succeeded: number;
  failed: number;
  created_at: number;
  /** When it last entered `running` (0 while not running). */
  run_since: number;
  /** Time spent running before `run_since`, ms. */
  active_ms: number;
  finished_at: number;
  expires_at: number;
  /** Bumped by each resume: queue entries carry it, so a resumed chunk is never taken for an old one. */
  generation: number;
  callback: string;
  error_code: string;
  error_msg: string;
}

export const isFinal = (state: JobState) => (JOB_FINAL_STATES as readonly string[]).includes(state);

/** The states each action may start from. */
export const ACTION_FROM = {
  pause: ['queued', 'running'],
  resume: ['paused'],
  cancel: ['queued', 'running', 'paused'],
  run: ['queued'],
  finish: ['queued', 'running', 'paused'],
  fail: ['queued', 'running', 'paused'],
} as const satisfies Record<string, readonly JobState[]>;

/** The fields a move from the record's state to `to` changes (the stores apply them atomically). */
export function moveFields(record: JobRecord, to: JobState, now: number, retentionMs: number) {
  const fields: Partial<JobRecord> = { state: to };
  if (record.state === 'running' && to !== 'running') {
    fields.active_ms = record.active_ms + Math.max(0, now - record.run_since);
    fields.run_since = 0;
  }
  if (to === 'running') fields.run_since = now;
  if (to === 'queued' && record.state === 'paused') fields.generation = record.generation + 1;
  if (isFinal(to)) {
    fields.finished_at = now;
    fields.expires_at = now + retentionMs;
  }
  return fields;
}

const NUMBERS = [
  'total',
  'invalid',
  'chunks',
  'done',
  'succeeded',
  'failed',
  'created_at',
  'run_since',
  'active_ms',
  'finished_at',
  'expires_at',
  'generation',
] as const satisfies readonly (keyof JobRecord)[];

/** A record from its stored strings (a Redis hash). */
export function recordOfFields(fields: Record<string, string>): JobRecord | undefined {
  if (!fields.id) return undefined;
  const record = { ...fields } as unknown as Record<string, unknown>;
  for (const name of NUMBERS) record[name] = Number(fields[name] ?? 0);
  return record as unknown as JobRecord;
}

const iso = (ms: number) => (ms ? new Date(ms).toISOString() : null);

/** What GET /api/jobs/:id answers: counts, speed and time left, times, links; no file is read. */
export function jobView(record: JobRecord, now: number): Job {
  const activeMs = record.active_ms + (record.run_since ? now - record.run_since : 0);
  const rate = activeMs > 0 ? record.done / (activeMs / 1000) : 0;
  const left = record.total - record.done;
  const files = JOB_FILES.filter((file) => file !== 'results.geojson' || record.kind === 'points');
  const job: Job = {
    id: record.id,
    kind: record.kind,
    state: record.state,
    file_name: record.file_name,
    counts: {
      total: record.total,
      invalid: record.invalid,
      done: record.done,
      succeeded: record.succeeded,
      failed: record.failed,
    },
    rows_per_second: Math.round(rate * 10) / 10,
    eta_seconds: isFinal(record.state) || record.done === 0 || rate === 0 ? null : Math.ceil(left / rate),
    created_at: iso(record.created_at)!,
    finished_at: iso(record.finished_at),
    expires_at: iso(record.expires_at),
    links: Object.fromEntries(files.map((file) => [file, apiPath(jobFileApi, { id: record.id, file })])),
  };
  if (record.error_code) job.error = { code: record.error_code, msg: record.error_msg };
  return job;
}
