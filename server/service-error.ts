import type { ErrorCode, ErrorParams } from '../contract/error-codes';

/**
 * An answer the server gives on purpose, with an HTTP status that equals the
 * body's `code`. Anything else thrown is an internal fault and becomes a 500
 * without details.
 */
export interface ServiceErrorExtra {
  /**
   * What went wrong as a stable snake_case code (`lat_out_of_range`, `job_not_found`), with the values
   * its message names: the client shows its own words for it in the UI's language, never `msg`.
   */
  errorCode: ErrorCode;
  params?: ErrorParams;
  suggestions?: string[];
  retryAfter?: string;
}

export class ServiceError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 502 | 503 | 504,
    message: string,
    readonly extra: ServiceErrorExtra,
  ) {
    super(message);
  }
}

export const badRequest = (msg: string, errorCode: ErrorCode, params?: ErrorParams) =>
  new ServiceError(400, msg, { errorCode, params });
export const badGateway = (msg: string, errorCode: ErrorCode, params?: ErrorParams) =>
  new ServiceError(502, msg, { errorCode, params });
