import type { Context } from 'hono';
import type { Job } from '../../contract/job-schema';

/** A job in this app's envelope, answered with the status given (its `code`): route checks it against the entry's answer. */
export function jobEnvelope(c: Context, job: Job, status: 200 | 202 = 200) {
  c.status(status);
  return { code: status, msg: 'ok', request_id: c.get('requestId') as string, data: job };
}
