import type { RequestIdVariables } from 'hono/request-id';

/**
 * Typed context for every route: the request id set by the request-id middleware, the endpoint's name, and on the
 * endpoints that spend points (endpoints.ts) what spends them from the caller's budget or throws 429.
 */
export type AppEnv = {
  Variables: RequestIdVariables & {
    spendPoints?: (points: number) => Promise<void>;
    /** On the endpoints limited per request (with a limit set): charges this many more requests, for work done. */
    spendRequests?: (requests: number) => Promise<void>;
    /** The endpoint's name in the table (endpoints.ts), set for every request to one: the metrics' and logs' route. */
    endpoint?: string;
  };
};
