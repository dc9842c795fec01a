import { z } from 'zod/mini';
import { endpoint } from './endpoint';
import { tolerant } from './tolerant';

// Server-side jobs (docs/jobs.md): a file of points or names is the body of POST /api/jobs; the
// servers run it in chunks on a queue and keep its results under JOBS_DIR until it expires. The
// job's id (128+ random bits) is the only key to it: whoever holds it can read, pause, cancel, delete.

export const JOB_KINDS = ['points', 'names'] as const;
export const JOB_STATES = ['queued', 'running', 'paused', 'done', 'failed', 'cancelled'] as const;
/** States a job never leaves (but by DELETE). */
export const JOB_FINAL_STATES = ['done', 'failed', 'cancelled'] as const;
export const JOB_DATUMS = ['GCJ-02', 'WGS-84', 'BD-09'] as const;

/** The body's formats, by the Content-Type that names each. */
export const JOB_CONTENT_TYPES = {
  csv: 'text/csv',
  tsv: 'text/tab-separated-values',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ndjson: 'application/x-ndjson',
} as const;

/** What a job offers to download, by file name (`GET /api/jobs/:id/:file`); geojson for points jobs only. */
export const JOB_FILES = [
  'results.csv',
  'results.xlsx',
  'results.geojson',
  'results.ndjson',
  'errors.csv',
] as const;
export type JobFile = (typeof JOB_FILES)[number];

/**
 * A points job's map (`GET /api/jobs/:id/points.bin`; not a download, not in `links`): every row with
 * a readable point, in row order, 16 bytes each, four little-endian Int32s: the row (1 = the first data
 * row), longitude and latitude × 1e6 (GCJ-02), and its state (JOB_POINT_STATES' index). Readable while
 * the job runs (rows not done yet are `pending`). Past `max` points (JOBS_MAP_POINTS unless asked),
 * an even sample across the job: the first and the last point and every k-th between.
 */
export const JOB_POINTS_FILE = 'points.bin';
export const JOB_POINT_STATES = ['pending', 'ok', 'failed'] as const;

/**
 * POST /api/jobs's query: the options (the body is the file). Columns are named by their header
 * text; without any, they are detected as the batch view detects them (and so is `kind`).
 */
/** The languages a job's files are written in (their column titles and status words). */
export const JOB_FILE_LANGS = ['zh', 'en'] as const;

export const jobSubmitParamsSchema = z.object({
  kind: z.optional(z.enum(JOB_KINDS, { error: 'kind must be points or names' })),
  /** Points: the latitude and longitude columns, or one column holding both (`location`). */
  lat: z.optional(z.string()),
  lng: z.optional(z.string()),
  location: z.optional(z.string()),
  /** Which number comes first in the `location` column; read from its values when not named. */
  location_order: z.optional(
    z.enum(['lat,lng', 'lng,lat'], { error: 'location_order must be lat,lng or lng,lat' }),
  ),
  /** Names: the product-name column. */
  name: z.optional(z.string()),
  datum: z.optional(z.enum(JOB_DATUMS, { error: 'datum must be GCJ-02, WGS-84 or BD-09' })),
  poi: z.optional(z.enum(['0', '1'], { error: 'poi must be 0 or 1' })),
  /** POSTed the job's status once when it ends; only to a host of JOBS_CALLBACK_HOSTS. */
  callback: z.optional(z.string()),
  /** A text file's encoding (UTF-8, UTF-16LE/BE, GBK/GB18030, Big5): detected when not named. */
  encoding: z.optional(z.string()),
  /** An XLSX file's sheet: its name or its number from 1 (the first sheet with data when not named). */
  sheet: z.optional(z.string()),
  /** The file's name as the user knows it, shown in the job list. */
  file_name: z.optional(z.string()),
  /** The language the job's files are written in (else Accept-Language's zh or en, else en). */
  lang: z.optional(z.enum(JOB_FILE_LANGS, { error: 'lang must be zh or en' })),
});

const count = z.int().check(z.minimum(0));

export const jobSchema = z.object({
  id: z.string(),
  kind: z.enum(JOB_KINDS),
  state: z.enum(JOB_STATES),
  file_name: tolerant(z.string()),
  counts: z.object({
    /** Data rows in the file (header excluded). */
    total: count,
    /** Rows that could not be read (no point, no name): in errors.csv, never looked up. */
    invalid: count,
    /** Rows finished, invalid ones included. */
    done: count,
    succeeded: count,
    failed: count,
  }),
  rows_per_second: z.number(),
  /** Unknown (null) until the first chunk is done, and once the job is final. */
  eta_seconds: z.nullable(z.number()),
  created_at: z.string(),
  finished_at: z.nullable(z.string()),
  /** When the job's files are deleted: finished_at + JOBS_RETENTION_HOURS; null while it runs. */
  expires_at: z.nullable(z.string()),
  /** Why a failed job failed, in the error body's terms. */
  error: z.optional(z.object({ code: z.string(), msg: z.string() })),
  /** Each downloadable file's path, by file name (what this job offers of JOB_FILES). */
  links: z.record(z.string(), z.string()),
});

export type Job = z.infer<typeof jobSchema>;
export type JobState = Job['state'];

/** Every job endpoint answers the job in this app's envelope (code = the HTTP status: 202 on submit, else 200). */
export const jobEnvelopeSchema = z.looseObject({
  code: z.int(),
  msg: tolerant(z.string()),
  request_id: tolerant(z.string()),
  data: jobSchema,
});

const rowNumber = (name: string) =>
  z.optional(z.string().check(z.regex(/^[1-9]\d{0,9}$/, { error: `${name} must be a whole number from 1` })));

/**
 * A download's options: the files' language, results.ndjson's page (first row, how many rows), and
 * the most points points.bin sends (an even sample of the job's beyond; JOBS_MAP_POINTS when not named).
 */
export const jobFileParamsSchema = z.object({
  lang: z.optional(z.enum(JOB_FILE_LANGS, { error: 'lang must be zh or en' })),
  from: rowNumber('from'),
  limit: rowNumber('limit'),
  max: rowNumber('max'),
});

// The job endpoints, collected in the API table (api.ts). Submit's body is the file itself (not JSON).
const answer = jobEnvelopeSchema;
export const jobSubmitApi = endpoint({
  method: 'POST',
  path: '/api/jobs',
  query: jobSubmitParamsSchema,
  answer,
});
export const jobApi = endpoint({ method: 'GET', path: '/api/jobs/:id', answer });
export const jobDeleteApi = endpoint({ method: 'DELETE', path: '/api/jobs/:id' });
export const jobPauseApi = endpoint({ method: 'POST', path: '/api/jobs/:id/pause', answer });
export const jobResumeApi = endpoint({ method: 'POST', path: '/api/jobs/:id/resume', answer });
export const jobCancelApi = endpoint({ method: 'POST', path: '/api/jobs/:id/cancel', answer });
export const jobFileApi = endpoint({
  method: 'GET',
  path: '/api/jobs/:id/:file',
  query: jobFileParamsSchema,
});
