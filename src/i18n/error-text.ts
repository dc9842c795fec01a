import { ApiError } from '../api/http';
import type { MessageKey } from './messages';

/** The message key (and its values) that says what a failed request means, from its status alone. */
export function errorText(error: Error): [MessageKey, Record<string, string | number>] {
  if (!(error instanceof ApiError)) return ['error.network', {}];
  const { status, details } = error;
  if (status === 0) return ['error.network', {}];
  if (status >= 200 && status < 300) return ['error.contract', {}];
  if (status === 401 || status === 403) return ['error.auth', {}];
  if (status === 404) return ['error.notFound', {}];
  if (status === 429)
    return details.retryAfterS
      ? ['error.rateLimitedFor', { seconds: details.retryAfterS }]
      : ['error.rateLimited', {}];
  if (status === 502) return ['error.upstream', { status }];
  if (status === 503) return ['error.unavailable', {}];
  if (status === 504) return ['error.upstreamTimeout', {}];
  if (status >= 400 && status < 500) return ['error.badRequest', { status }];
  return ['error.server', { status }];
}
