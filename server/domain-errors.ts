import type { ErrorCode, ErrorParams } from '../contract/error-codes';

/**
 * What went wrong as a stable snake_case code (`job_not_found`, `upload_too_large`), with the values
 * its message names: the client shows its own words for it in the UI's language, never the message.
 */
export interface ErrorDetails {
  errorCode: ErrorCode;
  params?: ErrorParams;
  suggestions?: string[];
}

/**
 * A refusal the services give on purpose, by what it means and with no HTTP status: server/http's
 * error-status.ts picks the status. Anything else thrown is an internal fault.
 */
export abstract class DomainError extends Error {
  abstract readonly kind: DomainErrorKind;
  constructor(
    message: string,
    readonly details: ErrorDetails,
  ) {
    super(message);
  }
}

/** A domain error class of one kind (the kind is what error-status.ts reads). */
const ofKind = <K extends DomainErrorKind>(kind: K) =>
  class extends DomainError {
    readonly kind: K = kind;
  };

/** The input breaks a rule (a missing body, a callback host not allowed). */
export class Refused extends ofKind('refused') {}
/** No such thing (a job, a product, a region). */
export class NotFound extends ofKind('not-found') {}
/** The thing is in a state that does not allow this (pausing a paused job). */
export class Conflict extends ofKind('conflict') {}
/** The input is larger than allowed. */
export class TooLarge extends ofKind('too-large') {}
/** The input is of a kind not read here (a file type). */
export class Unsupported extends ofKind('unsupported') {}
/** The input is of a known kind but cannot be read (no column of points, bad rows). */
export class Unreadable extends ofKind('unreadable') {}
/** The upstream service failed or answered what cannot be used. */
export class UpstreamFailed extends ofKind('upstream-failed') {}
/** The upstream service did not answer in time. */
export class UpstreamTimedOut extends ofKind('upstream-timed-out') {}
/** A part is not available now (its data not installed, its store away). */
export class Unavailable extends ofKind('unavailable') {}
/** The servers' disk has no room for it (JOBS_DIR_MAX_BYTES, the free-space floor, or the disk full). */
export class NoRoom extends ofKind('no-room') {}
/** Not now: a limit or quota is spent; ask again after `retryAfter` (seconds, or an HTTP date). */
export class Busy extends ofKind('busy') {
  constructor(
    message: string,
    details: ErrorDetails,
    readonly retryAfter?: string,
  ) {
    super(message, details);
  }
}

export type DomainErrorKind =
  | 'refused'
  | 'not-found'
  | 'conflict'
  | 'too-large'
  | 'unsupported'
  | 'unreadable'
  | 'busy'
  | 'upstream-failed'
  | 'upstream-timed-out'
  | 'unavailable'
  | 'no-room';
