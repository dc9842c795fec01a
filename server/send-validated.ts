import type { Context } from 'hono';
import { z } from 'zod/mini';
import { describeIssues } from '../src/api/tolerant';
import { compiledSchema } from './compiled-schema';

/**
 * The server checks what it sends against the same contract the client parses
 * with. A failure here is our bug, so it is an internal error (logged, no details sent).
 */
export function sendValidated<T extends z.core.$ZodType>(c: Context, schema: T, body: unknown) {
  const result = z.safeParse(compiledSchema(schema), body);
  if (!result.success) {
    throw new Error(`response breaks the contract: ${describeIssues(result.error)}`);
  }
  return c.json(body as object);
}
