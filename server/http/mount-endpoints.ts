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
    guard((c, next) => {
      c.set('endpoint', name);
      return next();
    });
    if (endpoint.limit === 'request' && limiter) guard(limiter);
    if (endpoint.key && keyCheck) guard(keyCheck);
    if ((endpoint.limit === 'points' || endpoint.upstreamRecords) && takePoints) {
      guard(async (c, next) => {
        c.set('spendPoints', (points) => takePoints(c, points));
        await next();
      });
    }
    const answer = handlers.get(name);
    if (answer) app.on(endpoint.method, endpoint.path, ...answer);
  }
}
