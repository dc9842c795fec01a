import type { Context } from 'hono';
import { jobApi, jobCancelApi, jobDeleteApi, jobPauseApi, jobResumeApi } from '../../contract/job-schema';
import { route } from '../http/route';
import type { JobAction, Jobs as JobEngine } from '../jobs/create-jobs';
import { jobEnvelope } from './job-envelope';

const ACTIONS = { pause: jobPauseApi, resume: jobResumeApi, cancel: jobCancelApi } as const;

/**
 * GET and DELETE /api/jobs/:id, and its pause, resume and cancel: the id is the key, and with API
 * keys set (`owner`) only the key that sent the job reaches it (another's answers 404).
 */
export function jobRoutes(engine: JobEngine, owner?: (c: Context) => string | undefined) {
  const action = (name: JobAction) =>
    route(ACTIONS[name], async (c) => jobEnvelope(c, await engine.act(c.req.param('id'), name, owner?.(c))));
  return [
    route(jobApi, async (c) => jobEnvelope(c, await engine.get(c.req.param('id'), owner?.(c)))),
    route(jobDeleteApi, async (c) => {
      await engine.remove(c.req.param('id'), owner?.(c));
      return c.body(null, 204);
    }),
    action('pause'),
    action('resume'),
    action('cancel'),
  ];
}
