import type { Context } from 'hono';
import { z } from 'zod/mini';
import { issueCode } from '../../contract/issue-code';
import { compiledSchema } from '../contract/compiled-schema';
import { badRequest } from './http-error';

/**
 * Reads the parameters a schema names from the query string. A parameter given
 * twice is rejected (never silently "first wins"); unknown ones are ignored.
 */
export function readParams<S extends z.ZodMiniObject>(
  c: Context,
  schema: S,
  query: Record<string, string[]> = c.req.queries(), // the query string read once, not once per parameter
): z.output<S> {
  const raw: Record<string, string> = {};
  for (const key of Object.keys(schema.shape)) {
    const values = query[key] ?? [];
    if (values.length > 1)
      throw badRequest(`${key} is repeated; give it once`, 'param_repeated', { param: key });
    if (values.length === 1) raw[key] = values[0]!;
  }
  const result = z.safeParse(compiledSchema(schema), raw);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    const missing = issue.path.length === 1 && !(String(issue.path[0]) in raw);
    if (missing) throw badRequest(issue.message, 'param_required', { param: String(issue.path[0]) });
    throw issueError(issue);
  }
  return result.data;
}

/** A parameter's issue as a 400: zod's message for API users, its code for the client (issue-code.ts). */
export function issueError(issue: z.core.$ZodIssue, param?: string) {
  const { errorCode, params } = issueCode(issue, param);
  return badRequest(issue.message, errorCode, params);
}

/** A repeatable parameter's values (any of them matches) read with its schema; none given: []. */
export function readRepeated(values: string[] | undefined, param: string, schema: z.core.$ZodType): unknown {
  if (values === undefined) return [];
  const result = z.safeParse(compiledSchema(schema), values);
  if (!result.success) throw issueError(result.error.issues[0]!, param);
  return result.data;
}
