import { z } from 'zod/mini';
import { batchEnvelope } from './batch-schema';
import { cigaretteRecordSchema } from './cigarette-schema';
import { errorCodeFields } from './error-schema';
import { tolerant } from './tolerant';
import { endpoint } from './endpoint';

// POST /api/cigaretteDetails/batch: this app's extension, the cigarette twin of
// the geo batch. Up to 100 names per request, answered in input order.

export const CIGARETTE_BATCH_MAX_NAMES = 100;

export const cigaretteBatchRequestSchema = z.object({
  names: z.array(z.unknown(), { error: 'names must be an array of product names' }).check(
    z.minLength(1, { error: `names is empty: send 1 to ${CIGARETTE_BATCH_MAX_NAMES} names` }),
    z.maxLength(CIGARETTE_BATCH_MAX_NAMES, {
      error: `too many names: at most ${CIGARETTE_BATCH_MAX_NAMES} per request`,
    }),
  ),
});

/** One name's answer: its record (code 200), or the error with, on a 404, the closest names. */
export const cigaretteBatchItemSchema = z.looseObject({
  /** The name as sent (absent when what was sent was not a string). */
  name: tolerant(z.string()),
  code: z.int(),
  msg: tolerant(z.string()),
  data: tolerant(cigaretteRecordSchema),
  suggestions: tolerant(z.array(z.string())),
  ...errorCodeFields,
});

export const cigaretteBatchResponseSchema = batchEnvelope(cigaretteBatchItemSchema);

export type CigaretteBatchItem = z.infer<typeof cigaretteBatchItemSchema>;

/** cigaretteBatch, collected in the API table (api.ts). */
export const cigaretteBatchApi = endpoint({
  method: 'POST',
  path: '/api/cigaretteDetails/batch',
  body: cigaretteBatchRequestSchema,
  answer: cigaretteBatchResponseSchema,
});
