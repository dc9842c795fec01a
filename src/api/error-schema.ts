import { z } from 'zod';

/**
 * The one error body this server sends, for both endpoints:
 * {code, msg, request_id}, where code equals the HTTP status.
 * `suggestions` is our extension on a cigarette 404 (closest names).
 */
export const errorBodySchema = z.looseObject({
  code: z.number().int(),
  msg: z.string(),
  request_id: z.string().optional(),
  suggestions: z.array(z.string()).optional(),
});

export type ErrorBody = z.infer<typeof errorBodySchema>;
