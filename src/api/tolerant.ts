import { z } from 'zod';

/**
 * The spec never says which fields may be absent or null, so every field is
 * optional and `null` reads as "absent". A present value of the wrong type is
 * still rejected, with its path.
 */
export function tolerant<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => (value === null ? undefined : value), schema.optional());
}

/** Describes a zod failure as "path: problem; path: problem" (paths from the root of the body). */
export function describeIssues(error: z.ZodError, root = ''): string {
  return error.issues
    .slice(0, 5)
    .map((issue) => {
      const path = [root, ...issue.path.map(String)].filter(Boolean).join('.');
      return `${path || '(body)'}: ${issue.message}`;
    })
    .join('; ');
}
