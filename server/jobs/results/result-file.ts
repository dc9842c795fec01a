import { JOB_FILES, JOB_POINTS_FILE, type Job, type JobFile } from '../../../contract/job-schema';
import { NotFound } from '../../domain-errors';
import { jobRows, readJobInput } from './job-rows';
import { resultWords } from './result-words';
import { resultsPoints } from './results-points';
import { errorsCsv, resultsCsv, resultsGeojson, resultsNdjson } from './results-text';
import { checkXlsxRows, resultsXlsx } from './results-xlsx';

/** What a download asks: the words' language; for results.ndjson the first row and how many. */
export interface ResultFileQuery {
  lang?: 'zh' | 'en' | undefined;
  from?: string | number | undefined;
  limit?: string | number | undefined;
}

/**
 * A job's files as pieces made from its chunk files, readable while the job runs: the rows done so far
 * (results.ndjson: every row, `pending` where not done yet). `find` gives the job or throws NotFound
 * (also for another `owner`'s job, when API keys are set); the directory is asked only once `find`
 * has known the id (never a path from the request).
 */
export function jobResultFiles(
  find: (id: string, owner?: string) => Promise<Pick<Job, 'kind'>>,
  dirOf: (id: string) => string,
) {
  return async (
    id: string,
    file: string,
    askQuery: () => ResultFileQuery,
    owner?: string,
  ): Promise<AsyncGenerator<string | Uint8Array>> => {
    const job = await find(id, owner);
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
    // Without lang=, the language the job was submitted in.
    const words = resultWords(query.lang ?? input.lang ?? 'en');
    const finished = () => jobRows(dir, input);
    if (map) return resultsPoints(jobRows(dir, input, { pending: true }));
    if (file === 'results.csv') return resultsCsv(input, finished(), words);
    if (file === 'errors.csv') return errorsCsv(input, finished(), words);
    if (file === 'results.geojson') return resultsGeojson(input, finished(), words);
    if (file === 'results.ndjson')
      return resultsNdjson(
        input,
        jobRows(dir, input, { from: Number(query.from ?? 1), pending: true }),
        Number(query.limit ?? Infinity),
      );
    checkXlsxRows(input);
    return resultsXlsx(input, finished(), words);
  };
}
