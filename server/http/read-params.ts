import type { Context } from 'hono';
import { z } from 'zod/mini';
import { compiledSchema } from '../contract/compiled-schema';
import { badRequest } from '../service-error';

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
    if (values.length > 1) throw badRequest(`${key} is repeated; give it once`);
    if (values.length === 1) raw[key] = values[0]!;
  }
  const result = z.safeParse(compiledSchema(schema), raw);
  if (!result.success) throw badRequest(result.error.issues[0]!.message);
  return result.data;
}
