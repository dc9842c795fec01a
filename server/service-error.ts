/**
 * An answer the server gives on purpose, with an HTTP status that equals the
 * body's `code`. Anything else thrown is an internal fault and becomes a 500
 * without details.
 */
export interface ServiceErrorExtra {
  suggestions?: string[];
  retryAfter?: string;
  /**
   * What went wrong as a stable snake_case code (`lat_out_of_range`, `job_not_found`), with the values
   * its message names: the client shows its own words for it in the UI's language, never `msg`.
   */
  errorCode?: string;
  params?: Record<string, string | number>;
}

export class ServiceError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 502 | 503 | 504,
    message: string,
    readonly extra: ServiceErrorExtra = {},
  ) {
    super(message);
  }
}

export const badRequest = (msg: string) => new ServiceError(400, msg);
export const badGateway = (msg: string) => new ServiceError(502, msg);
