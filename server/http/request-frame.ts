import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from './http-env';
import { compressAnswer } from './compress-answers';
import { addAnswerHeaders, type HeaderList } from './node-exchange';
import { requestIdOf } from './request-id';
import { type RequestContext, type RequestNotes, runInRequest } from '../observe/request-context';

export interface FrameParts {
  /** The security headers for a request (security-headers.ts). */
  headers: { of: (c: Context<AppEnv>) => HeaderList };
  /** Told of each request once answered (observe-requests.ts); none: nothing observed. */
  observe?: (c: Context<AppEnv>, started: number, notes: RequestNotes) => void;
  /** Pins the request's data (the street-level set) before the routes run. */
  pin?: <R>(work: () => R) => R;
}

/**
 * What wraps every request, in one middleware rather than one each (each layer is a few promises
 * more, and each promise pays the request context's hook): the request id (X-Request-Id, also
 * sent back), the request's context (its notes and pinned data, observe/request-context.ts),
 * what is observed of it (log line, metrics), compression of /api answers, then the security headers.
 */
export function requestFrame({ headers, observe, pin }: FrameParts): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    const id = requestIdOf(c);
    c.set('requestId', id);
    const context: RequestContext = { notes: {} };
    try {
      await runInRequest(context, pin ? () => pin(next) : next);
    } finally {
      observe?.(c, started, context.notes);
    }
    const compressing = c.req.path.startsWith('/api/') ? compressAnswer(c) : undefined;
    if (compressing) await compressing;
    addAnswerHeaders(c, headers.of(c));
    addAnswerHeaders(c, [['X-Request-Id', id]]);
  };
}
