import type { ErrorCode, ErrorParams } from '../../contract/error-codes';
import type { ErrorDetails } from '../domain-errors';

export interface HttpErrorExtra extends ErrorDetails {
  /** Seconds, or an HTTP date: sent as Retry-After. */
  retryAfter?: string;
}

/**
 * An answer the HTTP layer gives on purpose with its own status (a missing key, a bad tile address):
 * raised in http/, routes/ and main/ only. The services below raise domain-errors.ts, and
 * error-status.ts gives each its status.
 */
export class HttpError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 502 | 503 | 504 | 507,
    message: string,
    readonly extra: HttpErrorExtra,
  ) {
    super(message);
  }
}

export const badRequest = (msg: string, errorCode: ErrorCode, params?: ErrorParams) =>
  new HttpError(400, msg, { errorCode, params });
