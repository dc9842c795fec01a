import type { Context } from 'hono';
import type { ErrorBody } from '../../contract/error-schema';
import type { Logger } from '../observe/logger';
import { ServiceError } from '../service-error';

/**
 * What a thrown error answers: a ServiceError its status and envelope (with Retry-After when it
 * says one); anything else a logged 500 that tells the client only the request id.
 */
export function errorAnswer(logger: Logger) {
  return (error: Error, c: Context) => {
    const request_id = c.get('requestId') as string | undefined;
    if (error instanceof ServiceError) {
      if (error.extra.retryAfter) c.header('Retry-After', error.extra.retryAfter);
      const { errorCode, params, suggestions } = error.extra;
      const body: ErrorBody = { code: error.status, msg: error.message, request_id, error_code: errorCode };
      if (params) body.error_params = params;
      if (suggestions) body.suggestions = suggestions;
      return c.json(body, error.status);
    }
    const message = error instanceof Error ? error.message : String(error);
    logger(`internal error id=${request_id}: ${message}`, { request_id }, 'error');
    const body: ErrorBody = { code: 500, msg: 'internal error', request_id, error_code: 'internal_error' };
    return c.json(body, 500);
  };
}
