import { Busy, DomainError, type DomainErrorKind } from '../domain-errors';
import { HttpError, type HttpErrorExtra } from './http-error';

/** The one table from what a domain error means to the HTTP status it answers. */
export const STATUS_OF_KIND = {
  refused: 400,
  'not-found': 404,
  conflict: 409,
  'too-large': 413,
  unsupported: 415,
  unreadable: 422,
  busy: 429,
  'upstream-failed': 502,
  unavailable: 503,
  'upstream-timed-out': 504,
  'no-room': 507,
} as const satisfies Record<DomainErrorKind, HttpError['status']>;

/** A refusal given on purpose (a domain error or an HttpError) as its status, message and details; else undefined. */
export function refusalAnswer(
  error: unknown,
): { status: HttpError['status']; message: string; extra: HttpErrorExtra } | undefined {
  if (error instanceof HttpError) return error;
  if (!(error instanceof DomainError)) return undefined;
  const retryAfter = error instanceof Busy ? error.retryAfter : undefined;
  return {
    status: STATUS_OF_KIND[error.kind],
    message: error.message,
    extra: retryAfter ? { ...error.details, retryAfter } : error.details,
  };
}
