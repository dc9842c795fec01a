import { z } from 'zod/mini';

/**
 * The one error body this server sends, for both endpoints:
 * {code, msg, request_id}, where code equals the HTTP status.
 * `suggestions` is our extension on a cigarette 404 (closest names).
 */
export const errorBodySchema = z.looseObject({
  code: z.int(),
  msg: z.string(),
  request_id: z.optional(z.string()),
  suggestions: z.optional(z.array(z.string())),
});

export type ErrorBody = z.infer<typeof errorBodySchema>;
