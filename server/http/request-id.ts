import type { Context } from 'hono';
import { requestHeader } from './node-exchange';

const MAX_REQUEST_ID_LENGTH = 64;
const SAFE_ID = /^[\w\-=]+$/;

/** The request's id: the client's own X-Request-Id when short and of word characters, - and =; else a new UUID. */
export function requestIdOf(c: Context): string {
  const offered = requestHeader(c, 'x-request-id');
  return offered && offered.length <= MAX_REQUEST_ID_LENGTH && SAFE_ID.test(offered)
    ? offered
    : crypto.randomUUID();
}
