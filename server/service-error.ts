/**
 * An answer the server gives on purpose, with an HTTP status that equals the
 * body's `code`. Anything else thrown is an internal fault and becomes a 500
 * without details.
 */
export class ServiceError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 413 | 415 | 429 | 502 | 503 | 504,
    message: string,
    readonly extra: { suggestions?: string[]; retryAfter?: string } = {},
  ) {
    super(message);
  }
}

export const badRequest = (msg: string) => new ServiceError(400, msg);
export const badGateway = (msg: string) => new ServiceError(502, msg);
