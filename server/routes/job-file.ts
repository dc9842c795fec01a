import type { Context } from 'hono';
import { JOB_POINTS_FILE, jobFileApi, type JobFile } from '../../contract/job-schema';
import { XLSX_TYPE } from '../../common/xlsx-sheet';
import { route } from '../http/route';
import type { ResultFileCaller, ResultFileQuery } from '../jobs/create-jobs';

/**
 * What the download needs of the jobs (their facade, createJobs()): a job's file as pieces, or
 * NotFound (also another owner's job, when API keys are set), or Busy past the client's downloads.
 */
export interface JobFileSource {
  resultFile(
    id: string,
    file: string,
    query: () => ResultFileQuery,
    caller: ResultFileCaller,
  ): Promise<AsyncGenerator<string | Uint8Array>>;
}

/** Who asks: the job's owner (set only with API keys) and the client its download slots are counted for. */
export interface JobFileCaller {
  owner?: (c: Context) => string | undefined;
  client?: (c: Context) => string | undefined;
}

const CONTENT_TYPES: Record<JobFile | typeof JOB_POINTS_FILE, string> = {
  [JOB_POINTS_FILE]: 'application/octet-stream',
  'results.csv': 'text/csv; charset=utf-8',
  'results.xlsx': XLSX_TYPE,
  'results.geojson': 'application/geo+json',
  'results.ndjson': 'application/x-ndjson',
  'errors.csv': 'text/csv; charset=utf-8',
};

const encoder = new TextEncoder();

/** A web stream of the pieces, each made when the client is ready for it; a cancel stops the making. */
function streamOf(pieces: AsyncGenerator<string | Uint8Array>): ReadableStream<Uint8Array> {
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        for (;;) {
          const next = await pieces.next();
          if (next.done) return controller.close();
          const bytes = typeof next.value === 'string' ? encoder.encode(next.value) : next.value;
          if (bytes.byteLength === 0) continue;
          controller.enqueue(bytes);
          return;
        }
      },
      async cancel() {
        await pieces.return(undefined);
      },
    },
    { highWaterMark: 0 },
  );
}

/**
 * GET /api/jobs/:id/:file: a job's results (or errors) streamed from its chunk files, readable while
 * the job runs: the rows done so far (results.ndjson: every row, `pending` where not done yet).
 * With API keys set (`owner`), only the key that sent the job reaches its files.
 */
export function jobFileRoute(jobs: JobFileSource, caller: JobFileCaller = {}) {
  return route(jobFileApi, async (c, call) => {
    const id = c.req.param('id');
    const file = c.req.param('file') as JobFile | typeof JOB_POINTS_FILE;
    const pieces = await jobs.resultFile(id, file, () => call.query(), {
      owner: caller.owner?.(c),
      client: caller.client?.(c),
    });
    return c.body(streamOf(pieces), 200, {
      'Content-Type': CONTENT_TYPES[file],
      'Content-Disposition': `attachment; filename="${file}"`,
      // The rows done so far: another request may see more.
      'Cache-Control': 'no-store',
    });
  });
}
