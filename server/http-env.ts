import type { RequestIdVariables } from 'hono/request-id';

/**
 * Typed context for every route: the request id set by the request-id middleware, and on the
 * endpoints that spend points (endpoints.ts) what spends them from the caller's budget or throws 429.
 */
export type AppEnv = { Variables: RequestIdVariables & { spendPoints?: (points: number) => Promise<void> } };
