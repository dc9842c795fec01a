import { join } from 'node:path';
import { JOB_FILES, JOB_POINTS_FILE, type Job, type JobFile } from '../../../contract/job-schema';
import { NotFound } from '../../domain-errors';
import { type DownloadSlots, releasedAtEnd } from '../../limits/download-slots';
import { isFinal } from '../store/job-record';
import { keptFile } from './kept-file';
import { resultsPoints } from './results-points';
import type { JobInput } from '../job-chunks';
import { jobRows, readJobInput } from './job-rows';
import { resultWords } from './result-words';
import { errorsCsv, resultsCsv, resultsGeojson, resultsNdjson } from './results-text';
import { checkXlsxRows, resultsXlsx } from './results-xlsx';

/** What a download asks: the words' language; for results.ndjson the first row and how many. */
export interface ResultFileQuery {
  lang?: 'zh' | 'en' | undefined;
  from?: string | number | undefined;
  limit?: string | number | undefined;
  /** points.bin: the most points sent (an even sample beyond). */
  max?: string | number | undefined;
}

/** Who asks for a file: the job's owner (API keys set: another's job is NotFound) and the client whose download slots it takes. */
export interface ResultFileCaller {
  owner?: string | undefined;
  client?: string | undefined;
}

export interface ResultFileOptions {
  /** Downloads streaming at once per client (JOBS_MAX_DOWNLOADS_PER_CLIENT); none: no limit. */
  slots?: DownloadSlots;
  /** The most points points.bin sends unless its `max` asks otherwise (JOBS_MAP_POINTS); none: all. */
  mapPoints?: number;
  /** Told each time a finished job's XLSX is built (once a language, then kept). */
  xlsxBuilt?: () => void;
}

type Pieces = AsyncGenerator<string | Uint8Array>;

/** The file's pieces, once it is known to be offered and the job's input read. */
function filePieces(
  file: JobFile,
  job: Pick<Job, 'state'>,
  dir: string,
  input: JobInput,
  query: ResultFileQuery,
  xlsxBuilt?: () => void,
): Pieces {
  // Without lang=, the language the job was submitted in.
  const lang = query.lang ?? input.lang ?? 'en';
  const words = resultWords(lang);
  const finished = () => jobRows(dir, input);
  if (file === 'results.csv') return resultsCsv(input, finished(), words);
  if (file === 'errors.csv') return errorsCsv(input, finished(), words);
  if (file === 'results.geojson') return resultsGeojson(input, finished(), words);
  if (file === 'results.ndjson')
    return resultsNdjson(
      input,
      jobRows(dir, input, { from: Number(query.from ?? 1), pending: true }),
      Number(query.limit ?? Infinity),
    );
  const build = () => resultsXlsx(input, finished(), words);
  // A finished job's rows no longer change: its XLSX (a pass over every row and a deflate) is kept.
  return isFinal(job.state) ? keptFile(join(dir, `results-${lang}.xlsx`), build, xlsxBuilt) : build();
}

/** The most rows a results.ndjson read may ask for (`limit`) and still be a page, not a download. */
const PAGE_READ_ROWS = 1000;

/**
 * A job's files as pieces made from its chunk files, readable while the job runs: the rows done so far
 * (results.ndjson: every row, `pending` where not done yet). `find` gives the job or throws NotFound
 * (also for another `owner`'s job, when API keys are set); the directory is asked only once `find`
 * has known the id (never a path from the request). Each download holds one of its client's slots
 * until its pieces end; a finished job's XLSX is built once a language and kept in its directory.
 */
export function jobResultFiles(
  find: (id: string, owner?: string) => Promise<Pick<Job, 'kind' | 'state'>>,
  dirOf: (id: string) => string,
  options: ResultFileOptions = {},
) {
  return async (
    id: string,
    file: string,
    askQuery: () => ResultFileQuery,
    caller: ResultFileCaller = {},
  ): Promise<Pieces> => {
    const job = await find(id, caller.owner);
    const map = file === JOB_POINTS_FILE;
    if (!map && !JOB_FILES.includes(file as JobFile))
      throw new NotFound(`a job has no file ${file}: it offers ${JOB_FILES.join(', ')}`, {
        errorCode: 'job_file_not_found',
        params: { file },
      });
    if ((map || file === 'results.geojson') && job.kind !== 'points')
      throw new NotFound(`${file} is offered for points jobs only`, {
        errorCode: 'job_file_not_offered',
        params: { file },
      });
    // Read once the file is known to be offered (a bad file is a 404 before a bad query's 400).
    const query = askQuery();
    const dir = dirOf(id);
    const input = await readJobInput(dir);
    if (!input)
      throw new NotFound('the job has no files (deleted)', { errorCode: 'job_not_found', params: { id } });
    // The batch view's map of the points (not a download: not counted against the client's slots).
    if (map)
      return resultsPoints(jobRows(dir, input, { pending: true }), {
        // Every row is a point but the unreadable ones.
        total: input.total - input.invalid,
        max: query.max === undefined ? options.mapPoints : Number(query.max),
      });
    if (file === 'results.xlsx') checkXlsxRows(input);
    // Taken once every refusal is past, so only a download that streams holds a slot. A page of rows
    // (the batch view's table reads several at once as it scrolls) is bounded, not a download.
    const page = file === 'results.ndjson' && Number(query.limit ?? Infinity) <= PAGE_READ_ROWS;
    const release = page ? undefined : options.slots?.take(caller.client);
    const pieces = filePieces(file as JobFile, job, dir, input, query, options.xlsxBuilt);
    return release ? releasedAtEnd(pieces, release) : pieces;
  };
}
