import { z } from 'zod/mini';
import { batchAnswerSchema } from './batch-answer-columns';
import { geocodeDataSchema } from './geocode-schema';
import { poiOptionsParam } from './query-params';
import { tolerant } from './tolerant';

// POST /api/geoToAddress/batch: this app's extension of the contract (the spec
// has single points only). Up to 100 points per request, answered in input order.

export const BATCH_MAX_POINTS = 100;
export const BATCH_MAX_BODY_BYTES = 64 * 1024;

/** A point's id as the caller gave it; absent, the answer uses the point's index. */
const idSchema = z.union(
  [z.string().check(z.maxLength(128, { error: 'id must be at most 128 characters' })), z.number()],
  { error: 'id must be text of at most 128 characters or a finite number' },
);

const coordinate = (name: 'lat' | 'lng', limit: number) =>
  z.number({ error: `${name} must be a number between ${-limit} and ${limit}` }).check(
    z.refine((value) => Number.isFinite(value) && Math.abs(value) <= limit, {
      error: `${name} must be a number between ${-limit} and ${limit}`,
    }),
  );

/** One point, GCJ-02; checked on its own so one bad point is an item error, not a failed batch. */
export const batchPointSchema = z.object({
  lat: coordinate('lat', 90),
  lng: coordinate('lng', 180),
  id: z.optional(idSchema),
});

export const batchRequestSchema = z.object({
  points: z
    .array(z.unknown(), { error: 'points must be an array of {lat, lng, id?}' })
    .check(
      z.minLength(1, { error: 'points is empty: send 1 to 100 points' }),
      z.maxLength(BATCH_MAX_POINTS, { error: `too many points: at most ${BATCH_MAX_POINTS} per request` }),
    ),
  poi: z.optional(z.union([z.literal(0), z.literal(1)], { error: 'poi must be 0 or 1' })),
  /** Tencent's name for `poi`. */
  get_poi: z.optional(z.union([z.literal(0), z.literal(1)], { error: 'get_poi must be 0 or 1' })),
  /** As on geoToAddress, for every point: `radius=500;page_size=20;category=…`. */
  poi_options: z.optional(poiOptionsParam),
});

export const batchItemSchema = z.looseObject({
  id: z.union([z.string(), z.number()]),
  code: z.int(),
  msg: tolerant(z.string()),
  data: tolerant(geocodeDataSchema),
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

export type BatchItem = z.infer<typeof batchItemSchema>;

const batchAnswerItemSchema = z.object({
  id: z.union([z.string(), z.number()]),
  code: z.int(),
  msg: tolerant(z.string()),
  data: tolerant(batchAnswerSchema),
});

/** The batch endpoint's answer as the browser reads it: each item with the fields the batch view shows (batch-answer-columns.ts). */
export const batchAnswersResponseSchema = batchEnvelope(batchAnswerItemSchema);

export type BatchAnswerItem = z.infer<typeof batchAnswerItemSchema>;

/** geocodeBatch: method and path, collected in the API table (api.ts). */
export const geocodeBatchApi = { method: 'POST', path: '/api/geoToAddress/batch' } as const;
