import type { RequestIdVariables } from 'hono/request-id';

/** Typed context for every route: the request id set by the request-id middleware. */
export type AppEnv = { Variables: RequestIdVariables };
