import { z } from 'zod/mini';
import { batchAnswerSchema } from './batch-answer-columns';
import { errorCodeFields } from './error-schema';
import { geocodeDataSchema } from './geocode-schema';
import { tolerant } from './tolerant';

// POST /api/geoToAddress/batch: this app's extension of the contract (the spec
// has single points only). Up to 100 points per request, answered in input order.

export const BATCH_MAX_POINTS = 100;
export const BATCH_MAX_BODY_BYTES = 64 * 1024;

export const batchItemSchema = z.looseObject({
  id: z.union([z.string(), z.number()]),
  code: z.int(),
  msg: tolerant(z.string()),
  data: tolerant(geocodeDataSchema),
  ...errorCodeFields,
});

/** A batch endpoint's answer: one item per input, in input order, in the service's envelope. */
export const batchEnvelope = <T extends z.ZodMiniType>(item: T) =>
  z.looseObject({
    code: z.int(),
    msg: tolerant(z.string()),
    request_id: tolerant(z.string()),
    data: z.array(item),
  });

export const batchResponseSchema = batchEnvelope(batchItemSchema);

const batchAnswerItemSchema = z.object({
  id: z.union([z.string(), z.number()]),
  code: z.int(),
  msg: tolerant(z.string()),
  data: tolerant(batchAnswerSchema),
  ...errorCodeFields,
});

/** The batch endpoint's answer as the browser reads it: each item with the fields the batch view shows (batch-answer-columns.ts). */
export const batchAnswersResponseSchema = batchEnvelope(batchAnswerItemSchema);

export type BatchAnswerItem = z.infer<typeof batchAnswerItemSchema>;
