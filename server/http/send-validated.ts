import type { Context } from 'hono';
import type { z } from 'zod/mini';
import { contractIssues } from '../contract/contract-check';

/**
 * The server checks what it sends against the same contract the client parses
 * with. A failure here is our bug, so it is an internal error (logged, no details sent).
 */
export function sendValidated<T extends z.core.$ZodType>(c: Context, schema: T, body: unknown) {
  assertContract(schema, body);
  return c.json(body as object);
}

/** Throws (an internal error) when `body` breaks `schema`, or `extra` names another break. */
export function assertContract(schema: z.core.$ZodType, body: unknown, extra?: string) {
  const issues = contractIssues(schema, body) ?? extra;
  if (issues !== undefined) throw new Error(`response breaks the contract: ${issues}`);
}
