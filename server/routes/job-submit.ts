import type { Context } from 'hono';
import { jobApi, jobSubmitApi } from '../../contract/job-schema';
import { apiPath } from '../../contract/api-path';
import { route } from '../http/route';
import type { Jobs as JobEngine } from '../jobs/create-jobs';
import { jobEnvelope } from './job-envelope';
import { submittedLang } from '../jobs/results/result-words';

/**
 * POST /api/jobs: the file is the body, the options the query; answers 202 with the job and its
 * Location. `clientKey` names the submitter (its rate-limit key), whose budget the job spends.
 */
export function jobSubmitRoute(engine: JobEngine, clientKey: (c: Context) => string | undefined) {
  return route(jobSubmitApi, async (c, call) => {
    const params = call.query();
    const length = Number(c.req.header('content-length'));
    const job = await engine.submit(c.req.raw.body, {
      contentType: c.req.header('content-type'),
      contentLength: Number.isSafeInteger(length) && length >= 0 ? length : undefined,
      params: { ...params, lang: submittedLang(params.lang, c.req.header('accept-language')) },
      client: clientKey(c),
    });
    c.header('Location', apiPath(jobApi, { id: job.id }));
    return jobEnvelope(c, job, 202);
  });
}
