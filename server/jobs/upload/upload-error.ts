import type { ErrorCode } from '../../../contract/error-codes';
import { Refused, TooLarge, Unreadable, Unsupported } from '../../domain-errors';

const KINDS = { refused: Refused, 'too-large': TooLarge, unsupported: Unsupported, unreadable: Unreadable };

/** A refused upload: what kind of refusal, the stable code and values the client words itself, an English message. */
export const uploadError = (
  kind: keyof typeof KINDS,
  errorCode: ErrorCode,
  message: string,
  params: Record<string, string | number> = {},
) => new KINDS[kind](message, { errorCode, params });
