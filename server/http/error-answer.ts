import type { Context } from 'hono';
import type { ErrorBody } from '../../contract/error-schema';
import type { Logger } from '../observe/logger';
import { refusalAnswer } from './error-status';

/**
 * What a thrown error answers: a domain error or HttpError its status (error-status.ts) and envelope
 * (with Retry-After when it says one); anything else a logged 500 that tells the client only the request id.
 */
export function errorAnswer(logger: Logger) {
  return (error: Error, c: Context) => {
    const request_id = c.get('requestId') as string | undefined;
    const refusal = refusalAnswer(error);
    if (refusal) {
      if (refusal.extra.retryAfter) c.header('Retry-After', refusal.extra.retryAfter);
      const { errorCode, params, suggestions } = refusal.extra;
      const body: ErrorBody = {
        code: refusal.status,
        msg: refusal.message,
        request_id,
        error_code: errorCode,
      };
      if (params) body.error_params = params;
      if (suggestions) body.suggestions = suggestions;
      return c.json(body, refusal.status);
    }
    const message = error instanceof Error ? error.message : String(error);
    logger(`internal error id=${request_id}: ${message}`, { request_id }, 'error');
    const body: ErrorBody = { code: 500, msg: 'internal error', request_id, error_code: 'internal_error' };
    return c.json(body, 500);
  };
}
