import type { Context } from 'hono';
import { type Job, jobEnvelopeSchema } from '../../contract/job-schema';
import { assertContract } from '../http/send-validated';

/** A job in this app's envelope, checked against the contract, with the status given. */
export function sendJob(c: Context, job: Job, status: 200 | 202 = 200) {
  const body = { code: status, msg: 'ok', request_id: c.get('requestId') as string, data: job };
  assertContract(jobEnvelopeSchema, body);
  return c.json(body, status);
}
