import type { Context, ErrorHandler } from 'hono';
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
  /** What a thrown error answers (error-answer.ts). */
  error: ErrorHandler<AppEnv>;
}

/** What answers a request inside the frame: a response, or its promise. */
export type FramedAnswer = (c: Context<AppEnv>) => Response | Promise<Response>;

/**
 * What wraps every request: the request id (X-Request-Id, also sent back), the request's context
 * (its notes and pinned data, observe/request-context.ts), what is observed of it (log line,
 * metrics), compression of /api answers, then the security headers. It wraps each route's one
 * handler (mount-endpoints.ts) and the answer to an unmatched path, not a middleware of its own:
 * Hono answers a path one handler matches without a promise, and an answer made without one
 * (a health check, an offline lookup) is sent without one.
 */
export function requestFrame({ headers, observe, pin, error }: FrameParts) {
  return (answer: FramedAnswer) =>
    (c: Context<AppEnv>): Response | Promise<Response> => {
      const started = performance.now();
      const id = requestIdOf(c);
      c.set('requestId', id);
      const context: RequestContext = { notes: {} };
      const finish = (res: Response, failed = false): Response | Promise<Response> => {
        // As Hono's compose: an answer replaces what a handler left, an error's answer always.
        if (failed || !c.finalized) c.res = res;
        observe?.(c, started, context.notes);
        const compressing = c.req.path.startsWith('/api/') ? compressAnswer(c) : undefined;
        return compressing ? compressing.then(() => withHeaders(c, id)) : withHeaders(c, id);
      };
      const fail = (thrown: unknown) => {
        const res = error(thrown instanceof Error ? thrown : new Error(String(thrown)), c);
        return res instanceof Promise ? res.then((made) => finish(made, true)) : finish(res, true);
      };
      let answered: Response | Promise<Response>;
      try {
        answered = runInRequest(context, pin ? () => pin(() => answer(c)) : () => answer(c));
      } catch (thrown) {
        return fail(thrown);
      }
      return answered instanceof Promise ? answered.then((res) => finish(res), fail) : finish(answered);
    };

  function withHeaders(c: Context<AppEnv>, id: string): Response {
    addAnswerHeaders(c, headers.of(c));
    addAnswerHeaders(c, [['X-Request-Id', id]]);
    return c.res;
  }
}
