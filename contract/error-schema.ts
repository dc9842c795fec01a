import { z } from 'zod/mini';

/**
 * What went wrong as a code from contract/error-codes.ts and the values its message names: the
 * client words it in the UI's language. Read as a string, so that a code this client does not know
 * yet (a newer server) falls back to a generic message rather than failing the parse.
 */
export const errorCodeFields = {
  error_code: z.optional(z.string()),
  error_params: z.optional(z.record(z.string(), z.union([z.string(), z.number()]))),
};

/**
 * The one error body this server sends, for both endpoints:
 * {code, msg, request_id, error_code, error_params}, where code equals the HTTP status and msg is
 * English, for API users. `suggestions` is our extension on a cigarette 404 (closest names).
 */
export const errorBodySchema = z.looseObject({
  code: z.int(),
  msg: z.string(),
  request_id: z.optional(z.string()),
  suggestions: z.optional(z.array(z.string())),
  ...errorCodeFields,
});

export type ErrorBody = z.infer<typeof errorBodySchema>;
