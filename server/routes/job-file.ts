import { JOB_FILES, jobFileApi, type Job, type JobFile } from '../../contract/job-schema';
import { XLSX_TYPE } from '../../common/xlsx-sheet';
import { route } from '../http/route';
import { jobRows, readJobInput } from '../jobs/results/job-rows';
import { resultWords } from '../jobs/results/result-words';
import { errorsCsv, resultsCsv, resultsGeojson, resultsNdjson } from '../jobs/results/results-text';
import { checkXlsxRows, resultsXlsx } from '../jobs/results/results-xlsx';
import { HttpError } from '../http/http-error';

/** What the download needs of the engine: the job (or its 404), then its directory. */
export interface JobFileSource {
  /** The job, or a HttpError 404 when there is none (unknown id, deleted, expired). */
  find(id: string): Promise<Pick<Job, 'kind'>>;
  /** The job's directory under JOBS_DIR; asked only once `find` has known the id. */
  dirOf(id: string): string;
}

const CONTENT_TYPES: Record<JobFile, string> = {
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
 */
export function jobFileRoute(jobs: JobFileSource) {
  return route(jobFileApi, async (c, call) => {
    const id = c.req.param('id');
    const file = c.req.param('file') as JobFile;
    const job = await jobs.find(id);
    if (!JOB_FILES.includes(file))
      throw new HttpError(404, `a job has no file ${file}: it offers ${JOB_FILES.join(', ')}`, {
        errorCode: 'job_file_not_found',
        params: { file },
      });
    if (file === 'results.geojson' && job.kind !== 'points')
      throw new HttpError(404, 'results.geojson is offered for points jobs only', {
        errorCode: 'job_file_not_offered',
        params: { file },
      });
    const { lang = 'en', from, limit } = call.query();
    const dir = jobs.dirOf(id);
    const input = await readJobInput(dir);
    if (!input)
      throw new HttpError(404, 'the job has no files (deleted)', {
        errorCode: 'job_not_found',
        params: { id },
      });
    const words = resultWords(lang);
    const finished = () => jobRows(dir, input);
    let pieces: AsyncGenerator<string | Uint8Array>;
    if (file === 'results.csv') pieces = resultsCsv(input, finished(), words);
    else if (file === 'errors.csv') pieces = errorsCsv(input, finished(), words);
    else if (file === 'results.geojson') pieces = resultsGeojson(input, finished(), words);
    else if (file === 'results.ndjson')
      pieces = resultsNdjson(
        input,
        jobRows(dir, input, { from: Number(from ?? 1), pending: true }),
        Number(limit ?? Infinity),
      );
    else {
      checkXlsxRows(input);
      pieces = resultsXlsx(input, finished(), words);
    }
    return c.body(streamOf(pieces), 200, {
      'Content-Type': CONTENT_TYPES[file],
      'Content-Disposition': `attachment; filename="${file}"`,
      // The rows done so far: another request may see more.
      'Cache-Control': 'no-store',
    });
  });
}
