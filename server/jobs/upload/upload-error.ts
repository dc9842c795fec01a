import type { ErrorCode } from '../../../contract/error-codes';
import { Refused, TooLarge, Unreadable, Unsupported } from '../../domain-errors';
import { MAX_RECORD_CHARS } from './upload-limits';

const KINDS = { refused: Refused, 'too-large': TooLarge, unsupported: Unsupported, unreadable: Unreadable };

/** A refused upload: what kind of refusal, the stable code and values the client words itself, an English message. */
export const uploadError = (
  kind: keyof typeof KINDS,
  errorCode: ErrorCode,
  message: string,
  params: Record<string, string | number> = {},
) => new KINDS[kind](message, { errorCode, params });

/** A record (row, line) over MAX_RECORD_CHARS: refused as soon as the reading passes it. */
export const recordTooLong = () =>
  uploadError(
    'unreadable',
    'row_too_long',
    `a row of the file is longer than ${MAX_RECORD_CHARS} characters`,
    {
      max_chars: MAX_RECORD_CHARS,
    },
  );
