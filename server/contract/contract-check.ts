import { z } from 'zod/mini';
import { describeIssues } from '../../contract/tolerant';
import { compiledSchema } from './compiled-schema';
import { CHECKED_CONTRACTS } from './checked-contracts';
import * as generated from './generated/contract-checks.js';

const fastChecks = new Map<object, (body: unknown) => boolean>(
  Object.entries(CHECKED_CONTRACTS).map(([name, schema]) => [
    schema,
    generated[name as keyof typeof CHECKED_CONTRACTS],
  ]),
);

/**
 * Why `body` breaks `schema`, or undefined when it keeps it. A contract with a generated check
 * (checked-contracts.ts) is accepted by it without building a parsed copy; the generated check
 * accepts only the contract's output type, a subset of what zod accepts, so anything it
 * refuses (say a null, which zod reads as absent) is decided, and its issues worded, by zod.
 */
export function contractIssues(schema: z.core.$ZodType, body: unknown): string | undefined {
  if (fastChecks.get(schema)?.(body)) return undefined;
  const result = z.safeParse(compiledSchema(schema), body);
  return result.success ? undefined : describeIssues(result.error);
}
