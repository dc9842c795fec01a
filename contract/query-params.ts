import { z } from 'zod/mini';
import { DECIMAL } from './decimal';
import { endpoint } from './endpoint';
import { geocodeResponseSchema } from './geocode-schema';
import type { PoiOptions } from './poi-options';
import { textParam } from './text-limit';

// Query parameters of both endpoints, as the server accepts them. Values arrive
// as strings; each rule's message names the parameter and what is allowed.

function coordinate(param: 'lat' | 'lng', limit: number) {
  const allowed = `${param} must be a decimal number between ${-limit} and ${limit}`;
  return z
    .pipe(
      z
        .string({ error: `${param} is required: a decimal number between ${-limit} and ${limit}` })
        .check(z.trim(), z.regex(DECIMAL, { error: allowed })),
      z.transform(Number),
    )
    .check(z.refine((value) => Number.isFinite(value) && Math.abs(value) <= limit, { error: allowed }));
}

const poiFlag = (param: 'poi' | 'get_poi') =>
  z.pipe(
    z.optional(z.enum(['0', '1'], { error: `${param} must be 0 or 1` })),
    z.transform((value) => (value === undefined ? undefined : value === '1' ? 1 : 0)),
  );

/** The query string as given: `get_poi` is Tencent's name for `poi`. */
export const geocodeParamsSchema = z.object({
  lat: coordinate('lat', 90),
  lng: coordinate('lng', 180),
  poi: poiFlag('poi'),
  get_poi: poiFlag('get_poi'),
  /** Read into its options by the server (poi-options.ts): the parser stays out of the client's bundle. */
  poi_options: z.optional(z.string({ error: 'poi_options must be text' })),
});

/** What a lookup asks: the point, whether POIs are wanted, and how (absent options: the defaults). */
export interface GeocodeParams {
  lat: number;
  lng: number;
  poi: 0 | 1;
  options?: PoiOptions;
}

/** poi and get_poi at odds (a 400, `poi_flags_conflict`). */
export class ConflictingPoiFlags extends Error {
  constructor() {
    super('poi and get_poi disagree; give one of them (get_poi is another name for poi)');
  }
}

/** One lookup from the parameters read: `poi` and `get_poi` are one flag (given both, they must agree). */
export function geocodeParams(query: {
  lat: number;
  lng: number;
  poi?: 0 | 1;
  get_poi?: 0 | 1;
  poi_options?: PoiOptions;
}): GeocodeParams {
  const { poi, get_poi: getPoi } = query;
  if (poi !== undefined && getPoi !== undefined && poi !== getPoi) throw new ConflictingPoiFlags();
  const params: GeocodeParams = { lat: query.lat, lng: query.lng, poi: poi ?? getPoi ?? 0 };
  if (query.poi_options && Object.keys(query.poi_options).length > 0) params.options = query.poi_options;
  return params;
}

export const cigaretteParamsSchema = z.object({ name: textParam('name') });

/**
 * geocode, collected in the API table (api.ts); declared beside its query, apart from its answer's
 * schema, so a module that reads the answer's types or constants does not bring the query's rules.
 */
export const geocodeApi = endpoint({
  method: 'GET',
  path: '/api/geoToAddress',
  query: geocodeParamsSchema,
  answer: geocodeResponseSchema,
});
