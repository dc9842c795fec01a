import type { Context, Hono, MiddlewareHandler } from 'hono';
import { every } from 'hono/combine';
import { type Decision, type EndpointName, ENDPOINTS, type Route } from './endpoints';
import type { AppEnv } from './http-env';
import type { FramedAnswer } from './request-frame';

export interface Guards {
  /** The API key check (none when API_KEYS is empty). */
  keyCheck?: MiddlewareHandler;
  /** One request from the client's budget (none when RATE_LIMIT_PER_MIN is 0). */
  limiter?: MiddlewareHandler;
  /** Spends a batch's points or names from the client's budget, or throws 429 (none: no batch limit). */
  takePoints?: (c: Context, points: number) => Promise<void>;
}

export interface Mounting {
  /** What wraps each endpoint's handler (request-frame.ts); none: mounted as they are. */
  frame?: (answer: FramedAnswer) => FramedAnswer;
  /** What an endpoint without a route in this mode answers after its checks (the app's 404). */
  unmatched: FramedAnswer;
}

/**
 * Mounts every endpoint of the table, in its order, each behind what it declares: the limit
 * first (a refused key still spends the budget), then the key. Only the table's endpoints can
 * be mounted, each at most once; one without a route here keeps its checks (then `unmatched`).
 * Each is ONE handler (its name, guards and answer joined), so Hono matches one handler per path
 * and answers without composing a chain of promises.
 */
export function mountEndpoints(
  app: Hono<AppEnv>,
  routes: readonly Route[],
  guards: Guards,
  { frame = (answer) => answer, unmatched }: Mounting,
) {
  const handlers = new Map<EndpointName, Route['handlers']>();
  for (const { endpoint, handlers: answer } of routes) {
    if (handlers.has(endpoint)) throw new Error(`two routes answer ${ENDPOINTS[endpoint].path}`);
    handlers.set(endpoint, answer);
  }
  const { keyCheck, limiter, takePoints } = guards;
  for (const name of Object.keys(ENDPOINTS) as EndpointName[]) {
    const endpoint: Decision & (typeof ENDPOINTS)[EndpointName] = ENDPOINTS[name];
    const guarded = [
      endpoint.limit === 'request' && limiter,
      endpoint.key && keyCheck,
      (endpoint.limit === 'points' || endpoint.upstreamRecords) &&
        takePoints &&
        (async (c: Context<AppEnv>, next: () => Promise<void>) => {
          c.set('spendPoints', (points) => takePoints(c, points));
          await next();
        }),
    ].filter((middleware): middleware is MiddlewareHandler<AppEnv> => Boolean(middleware));
    const chain = [...guarded, ...(handlers.get(name) ?? [unmatched])] as MiddlewareHandler<AppEnv>[];
    const answer = joined(chain);
    // The name first: the guards' refusals, the log line and the metrics count under it.
    const named: FramedAnswer = (c) => {
      c.set('endpoint', name);
      return answer(c);
    };
    // By method as well as path: one path may be two endpoints (GET and DELETE /api/jobs/:id).
    app.on(endpoint.method, endpoint.path, frame(named));
  }
}

/** One handler alone as it is (no promise added); several run in turn (hono/combine), the last one's answer kept. */
function joined(chain: MiddlewareHandler<AppEnv>[]): FramedAnswer {
  if (chain.length === 1) return chain[0] as unknown as FramedAnswer;
  const all = every(...chain);
  return async (c) => {
    await all(c, async () => {});
    return c.res;
  };
}
