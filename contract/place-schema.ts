import { z } from 'zod/mini';
import { DECIMAL_PAIR } from './decimal';
import { textParam } from './text-limit';
import { endpoint } from './endpoint';

// GET /api/places?q=&near=lat,lng&limit= — this app's extension, answered from the
// offline names in both modes: places whose name, full pinyin or pinyin initials match q.

export const PLACE_KINDS = [
  'province',
  'city',
  'district',
  'township',
  'station',
  'place',
  'street',
  'poi',
] as const;
export type PlaceKind = (typeof PLACE_KINDS)[number];

export const PLACES_DEFAULT_LIMIT = 8;
export const PLACES_MAX_LIMIT = 20;

const nearError = 'near must be lat,lng in decimal degrees (GCJ-02), e.g. 31.2397,121.4998';

export const placesParamsSchema = z.object({
  q: textParam('q'),
  near: z.optional(
    z
      .pipe(
        z.string().check(z.regex(DECIMAL_PAIR, { error: nearError })),
        z.transform((value) => {
          const [, lat, lng] = DECIMAL_PAIR.exec(value)!;
          return { lat: Number(lat), lng: Number(lng) };
        }),
      )
      .check(z.refine(({ lat, lng }) => Math.abs(lat) <= 90 && Math.abs(lng) <= 180, { error: nearError })),
  ),
  limit: z
    .pipe(
      z.optional(
        z
          .string()
          .check(
            z.regex(/^\d{1,3}$/, { error: `limit must be a whole number from 1 to ${PLACES_MAX_LIMIT}` }),
          ),
      ),
      z.transform((value) => (value === undefined ? PLACES_DEFAULT_LIMIT : Number(value))),
    )
    .check(
      z.refine((value) => value >= 1 && value <= PLACES_MAX_LIMIT, {
        error: `limit must be a whole number from 1 to ${PLACES_MAX_LIMIT}`,
      }),
    ),
});

/** One suggestion: where it is (GCJ-02), what kind of place, and the region it lies in ("" where unknown). */
export const placeSuggestionSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(PLACE_KINDS),
  lat: z.number(),
  lng: z.number(),
  adcode: z.string(),
  province: z.string(),
  city: z.string(),
  district: z.string(),
  /** [west, south, east, north], GCJ-02: the outline's extent, for regions. */
  bbox: z.optional(z.tuple([z.number(), z.number(), z.number(), z.number()])),
});

export type PlaceSuggestion = z.infer<typeof placeSuggestionSchema>;

/**
 * With no match near a point: what the offline names hold there: its province ("" abroad) and
 * whether an imported extract (streets, POIs) covers it, so the user learns what an operator can add.
 */
export const placeCoverageSchema = z.object({ province: z.string(), street_data: z.boolean() });

export const placesResponseSchema = z.object({
  places: z.array(placeSuggestionSchema).check(z.maxLength(PLACES_MAX_LIMIT)),
  coverage: z.optional(placeCoverageSchema),
});

/** places, collected in the API table (api.ts). */
export const placesApi = endpoint({
  method: 'GET',
  path: '/api/places',
  query: placesParamsSchema,
  answer: placesResponseSchema,
});
