import type { Context, Hono, MiddlewareHandler } from 'hono';
import { type Decision, type EndpointName, ENDPOINTS, type Route } from './endpoints';
import type { AppEnv } from './http-env';

export interface Guards {
  /** The API key check (none when API_KEYS is empty). */
  keyCheck?: MiddlewareHandler;
  /** One request from the client's budget (none when RATE_LIMIT_PER_MIN is 0). */
  limiter?: MiddlewareHandler;
  /** Spends a batch's points or names from the client's budget, or throws 429 (none: no batch limit). */
  takePoints?: (c: Context, points: number) => Promise<void>;
}

/**
 * Mounts every endpoint of the table, in its order, each behind what it declares: the limit
 * first (a refused key still spends the budget), then the key. Only the table's endpoints can
 * be mounted, each at most once; one without a route here keeps its checks (then 404).
 */
export function mountEndpoints(app: Hono<AppEnv>, routes: readonly Route[], guards: Guards) {
  const handlers = new Map<EndpointName, Route['handlers']>();
  for (const { endpoint, handlers: answer } of routes) {
    if (handlers.has(endpoint)) throw new Error(`two routes answer ${ENDPOINTS[endpoint].path}`);
    handlers.set(endpoint, answer);
  }
  const { keyCheck, limiter, takePoints } = guards;
  for (const name of Object.keys(ENDPOINTS) as EndpointName[]) {
    const endpoint: Decision & (typeof ENDPOINTS)[EndpointName] = ENDPOINTS[name];
    // By method as well as path: one path may be two endpoints (GET and DELETE /api/jobs/:id). As
    // middleware (app.use), so app.routes lists each endpoint's answer once under its method.
    const method = endpoint.method;
    const guard = (middleware: MiddlewareHandler<AppEnv>) =>
      app.use(endpoint.path, (c, next) => {
        const asked = c.req.method === 'HEAD' ? 'GET' : c.req.method;
        return asked === method ? middleware(c, next) : next();
      });
    const named = (c: Context<AppEnv>) => c.set('endpoint', name);
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
    const answer = handlers.get(name);
    // The guards need the endpoint's name (a refusal is counted under it), so it is set before them;
    // with none, by the answer's first handler: no layer of its own on the path of every request.
    if (guarded.length > 0 || !answer) {
      guard((c, next) => {
        named(c);
        return next();
      });
      for (const middleware of guarded) guard(middleware);
    }
    if (!answer) continue;
    const [first, ...rest] = answer;
    const namedFirst: MiddlewareHandler<AppEnv> = (c, next) => {
      named(c);
      return first(c, next);
    };
    app.on(endpoint.method, endpoint.path, namedFirst, ...rest);
  }
}
