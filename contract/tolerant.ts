import { z } from 'zod/mini';

// The client bundle must stay small, so everything under src/ uses zod/mini
// (the classic API costs ~20 KB gzip more); the server may use either.

/**
 * The spec never says which fields may be absent or null, so every field is
 * optional and `null` reads as "absent". A present value of the wrong type is
 * still rejected, with its path.
 */
export function tolerant<T extends z.ZodMiniType>(schema: T) {
  return z.pipe(
    z.transform((value: unknown): unknown => (value === null ? undefined : value)),
    z.optional(schema),
  );
}

/** Describes a zod failure as "path: problem; path: problem" (paths from the root of the body). */
export function describeIssues(error: z.core.$ZodError, root = ''): string {
  return error.issues
    .slice(0, 5)
    .map((issue) => {
      const path = [root, ...issue.path.map(String)].filter(Boolean).join('.');
      // zod/mini ships no locale, so type errors are worded here.
      const problem = issue.code === 'invalid_type' ? `expected ${issue.expected}` : issue.message;
      return `${path || '(body)'}: ${problem}`;
    })
    .join('; ');
}
