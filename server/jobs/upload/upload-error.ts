import type { ErrorCode } from '../../../contract/error-codes';
import { ServiceError } from '../../service-error';

/** A refused upload: its status, an English message, and the stable code and values the client words itself. */
export const uploadError = (
  status: 400 | 413 | 415 | 422,
  errorCode: ErrorCode,
  message: string,
  params: Record<string, string | number> = {},
) => new ServiceError(status, message, { errorCode, params });
