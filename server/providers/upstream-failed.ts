import type { ErrorCode, ErrorParams } from '../../contract/error-codes';
import { UpstreamFailed } from '../domain-errors';

export const upstreamFailed = (msg: string, errorCode: ErrorCode, params?: ErrorParams) =>
  new UpstreamFailed(msg, { errorCode, params });
