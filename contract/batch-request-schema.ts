import { z } from 'zod/mini';
import { BATCH_MAX_POINTS, batchResponseSchema } from './batch-schema';
import { endpoint } from './endpoint';
import { parsePoiOptions, PoiOptionsError, type PoiOptions } from './poi-options';

// The body of POST /api/geoToAddress/batch, as the server reads it (apart from the answer's
// schemas, which the browser reads: this one brings the poi_options parser with it).

/** `poi_options` read into its options; a wrong one is an issue whose message names it (poi-options.ts). */
export const poiOptionsParam = z.pipe(
  z.string({ error: 'poi_options must be text' }),
  z.transform((text: string, ctx): PoiOptions => {
    try {
      return parsePoiOptions(text);
    } catch (error) {
      if (!(error instanceof PoiOptionsError)) throw error;
      ctx.issues.push({ code: 'custom', message: error.message, input: text, params: error.coded });
      return {};
    }
  }),
);

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

/** geocodeBatch, collected in the API table (api.ts). */
export const geocodeBatchApi = endpoint({
  method: 'POST',
  path: '/api/geoToAddress/batch',
  body: batchRequestSchema,
  answer: batchResponseSchema,
});
