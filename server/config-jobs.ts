import { z } from 'zod';
import { MAP_POINTS_CAP } from '../common/job-points';
import { optionalText } from './config-fields';

/** The server-side jobs' variables (docs/jobs.md), part of the one config schema (config.ts). */
export const jobsConfigShape = {
  /** Where server-side jobs keep their uploads and results; with several instances, one directory they all mount. */
  JOBS_DIR: z.string().trim().min(1).default('jobs-data'),
  /** The largest file POST /api/jobs takes (bytes); a bigger body is refused (413) as it arrives. */
  JOBS_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(2 ** 40)
    .default(500 * 1024 * 1024),
  /** The most JOBS_DIR may hold (bytes) before new uploads are refused (507); 0 = no cap but the free-space floor. */
  JOBS_DIR_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(0)
    .max(2 ** 50)
    .default(0),
  /** The free space JOBS_DIR's disk keeps: below it new uploads are refused (507) before the disk fills. */
  JOBS_DIR_MIN_FREE_BYTES: z.coerce
    .number()
    .int()
    .min(0)
    .max(2 ** 50)
    .default(1024 ** 3),
  /** The most data rows one job may have (Geocodio's cap). */
  JOBS_MAX_ROWS: z.coerce.number().int().min(1).max(100_000_000).default(10_000_000),
  /**
   * Rows a minute one client's jobs may look up together (also the burst); 0 (default) = no rate:
   * jobs take what the machine has to spare, clients in turn, single lookups first.
   */
  JOBS_CLIENT_ROWS_PER_MIN: z.coerce.number().int().min(0).max(100_000_000).default(0),
  /** Jobs one client may have queued, running or paused at once. */
  JOBS_MAX_ACTIVE_PER_CLIENT: z.coerce.number().int().min(1).max(1000).default(2),
  /** Downloads of job files one client (API key, else address) may have streaming at once on an instance (429 beyond). */
  JOBS_MAX_DOWNLOADS_PER_CLIENT: z.coerce.number().int().min(1).max(1000).default(4),
  /**
   * The points the batch view's map reads of a job (points.bin) unless it asks for all: past it, an
   * even sample across the job. MAP_POINTS_CAP by default, what a tab draws without strain.
   */
  JOBS_MAP_POINTS: z.coerce.number().int().min(1).max(100_000_000).default(MAP_POINTS_CAP),
  /** Hosts (name, or name:port; comma separated) a job's `callback` may be sent to; unset = no callbacks. */
  JOBS_CALLBACK_HOSTS: optionalText.transform((value) =>
    (value ?? '')
      .split(/[\s,]+/)
      .map((host) => host.toLowerCase())
      .filter(Boolean),
  ),
  /**
   * The key jobs' callbacks are signed with (Standard Webhooks: `whsec_` and base64 of 24+ random bytes);
   * JOBS_CALLBACK_HOSTS needs it.
   */
  JOBS_CALLBACK_SECRET: optionalText.refine(
    (value) => value === undefined || /^whsec_[A-Za-z0-9+/]{32,}={0,2}$/.test(value),
    'must be whsec_ and the base64 of 24 or more random bytes (openssl rand -base64 32)',
  ),
  /** Chunks (about 1,000 rows each) this process works at once; 0 = it takes uploads but works none. */
  JOBS_CONCURRENCY: z.coerce.number().int().min(0).max(64).default(2),
  /** `npm run worker` only: the port its /metrics is served on (HOST), guarded as a web instance's; 0 = none. */
  WORKER_METRICS_PORT: z.coerce.number().int().min(0).max(65535).default(0),
  /** Hours a finished job's files are kept (its expires_at); decimals allowed. */
  JOBS_RETENTION_HOURS: z.coerce
    .number()
    .min(0.0001)
    .max(24 * 365)
    .default(72),
  /** How long (ms) a chunk held by a process that died waits before another process takes it (BullMQ's lock). */
  JOBS_STALL_MS: z.coerce.number().int().min(1000).max(600_000).default(30_000),
};
