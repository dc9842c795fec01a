import { z } from 'zod/mini';

const compiled = new WeakMap<object, z.core.$ZodType>();

/**
 * The schema with zod's generated fast path (z.compile), made once per schema. It accepts and
 * rejects exactly what the schema does: on any failure it re-runs the runtime parser, so the
 * issues reported are the runtime's.
 */
export function compiledSchema<T extends z.core.$ZodType>(schema: T): T {
  let fast = compiled.get(schema);
  if (!fast) compiled.set(schema, (fast = z.compile(schema)));
  return fast as T;
}
