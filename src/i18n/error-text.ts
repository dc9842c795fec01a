import { useCallback } from 'react';
import { ApiError, type Failure } from '../api/http';
import { useAppStore } from '../store/app-store';
import { interpolate, type Vars } from './create-t';
import { errorCodeMessages } from './error-code-messages';
import type { Language } from './language';
import { messages, type MessageKey } from './messages';

/** What a thrown error says went wrong: an ApiError's status and code; anything else, the network. */
export function failureOf(error: Error): Failure {
  if (!(error instanceof ApiError)) return { status: 0 };
  const { errorCode, params } = error.details;
  return { status: error.status, errorCode, params };
}

/** The generic words for a status: what a failure means when its code is unknown to this client. */
function statusText({ status }: Failure, retryAfterS?: number): [MessageKey, Vars] {
  if (status === 0) return ['error.network', {}];
  if (status >= 200 && status < 300) return ['error.contract', {}];
  if (status === 401 || status === 403) return ['error.auth', {}];
  if (status === 404) return ['error.notFound', {}];
  if (status === 429)
    return retryAfterS ? ['error.rateLimitedFor', { seconds: retryAfterS }] : ['error.rateLimited', {}];
  if (status === 502) return ['error.upstream', { status }];
  if (status === 503) return ['error.unavailable', {}];
  if (status === 504) return ['error.upstreamTimeout', {}];
  if (status >= 400 && status < 500) return ['error.badRequest', { status }];
  return ['error.server', { status }];
}

const isKnown = (code: string | undefined, language: Language): code is keyof typeof errorCodeMessages.zh =>
  code !== undefined && Object.hasOwn(errorCodeMessages[language], code);

/**
 * A failure in the UI's language: the words for its code with its values, or, for a code this client
 * does not know (or none), the words for its status. The server's msg is English and never shown.
 * `waitS`, a 429's seconds left, fills {seconds}; a code whose words name no wait gives way to the
 * status's words that do.
 */
export function errorWords(failure: Failure, language: Language, waitS?: number): string {
  const { errorCode } = failure;
  if (isKnown(errorCode, language)) {
    const text = errorCodeMessages[language][errorCode];
    const params = waitS ? { ...failure.params, seconds: waitS } : failure.params;
    if (!waitS || text.includes('{seconds}')) return interpolate(text, params);
  }
  const [key, vars] = statusText(failure, waitS);
  return interpolate(messages[language][key], vars);
}

/** A 429's wait in seconds, as its Retry-After said. */
export const waitOf = (error: Error) =>
  error instanceof ApiError && error.status === 429 ? error.details.retryAfterS : undefined;

/** words(error or failure): errorWords in the current language. */
export function useErrorWords() {
  const language = useAppStore((s) => s.language);
  return useCallback(
    (error: Error | Failure) =>
      error instanceof Error
        ? errorWords(failureOf(error), language, waitOf(error))
        : errorWords(error, language),
    [language],
  );
}
