import { route } from '../http/endpoints';
import type { JobAction, JobEngine } from '../jobs/job-engine';
import { sendJob } from './job-envelope';

/** GET and DELETE /api/jobs/:id, and its pause, resume and cancel: the id is the only key. */
export function jobRoutes(engine: JobEngine) {
  const action = (name: JobAction) => async (c: { req: { param(name: 'id'): string } }) =>
    engine.act(c.req.param('id'), name);
  return [
    route('job', async (c) => sendJob(c, await engine.get(c.req.param('id')))),
    route('jobDelete', async (c) => {
      await engine.remove(c.req.param('id'));
      return c.body(null, 204);
    }),
    route('jobPause', async (c) => sendJob(c, await action('pause')(c))),
    route('jobResume', async (c) => sendJob(c, await action('resume')(c))),
    route('jobCancel', async (c) => sendJob(c, await action('cancel')(c))),
  ];
}
