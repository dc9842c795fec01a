import { z } from 'zod/mini';
import { tolerant } from './tolerant';

// Field by field as the service spec's tables say. Objects are loose: an
// unknown extra field is kept, not an error.

export const locationSchema = z.looseObject({
  lat: z.number(),
  lng: z.number(),
});

export const adInfoSchema = z.looseObject({
  adcode: tolerant(z.string()),
  city: tolerant(z.string()),
  city_code: tolerant(z.string()),
  district: tolerant(z.string()),
  location: tolerant(locationSchema),
  name: tolerant(z.string()),
  nation: tolerant(z.string()),
  nation_code: tolerant(z.string()),
  province: tolerant(z.string()),
});

export const addressComponentSchema = z.looseObject({
  nation: tolerant(z.string()),
  province: tolerant(z.string()),
  city: tolerant(z.string()),
  district: tolerant(z.string()),
  street: tolerant(z.string()),
  street_number: tolerant(z.string()),
});

export const referencePlaceSchema = z.looseObject({
  _dir_desc: tolerant(z.string()),
  _distance: tolerant(z.number()),
  id: tolerant(z.string()),
  location: tolerant(locationSchema),
  title: tolerant(z.string()),
});

export const REFERENCE_KINDS = [
  'business_area',
  'crossroad',
  'famous_area',
  'landmark_l2',
  'street',
  'street_number',
  'town',
] as const;
export type ReferenceKind = (typeof REFERENCE_KINDS)[number];

export const addressReferenceSchema = z.looseObject(
  Object.fromEntries(REFERENCE_KINDS.map((kind) => [kind, tolerant(referencePlaceSchema)])) as Record<
    ReferenceKind,
    ReturnType<typeof tolerant<typeof referencePlaceSchema>>
  >,
);

export const formattedAddressesSchema = z.looseObject({
  recommend: tolerant(z.string()),
  rough: tolerant(z.string()),
  /** Province, city, district, then the crossroad or street with direction and distance (Tencent's field; absent where no street is known). */
  standard_address: tolerant(z.string()),
});

export const poiAdInfoSchema = z.looseObject({
  adcode: tolerant(z.string()),
  city: tolerant(z.string()),
  district: tolerant(z.string()),
  province: tolerant(z.string()),
});

export const poiSchema = z.looseObject({
  _distance: tolerant(z.number()),
  ad_info: tolerant(poiAdInfoSchema),
  address: tolerant(z.string()),
  category: tolerant(z.string()),
  id: tolerant(z.string()),
  location: tolerant(locationSchema),
  title: tolerant(z.string()),
});

/** One data set an answer's fields come from (an entry of `_sources.sets`). */
export const sourceSetSchema = z.looseObject({
  /** Its own name ("GeoNames", "OpenStreetMap monaco-latest.osm.pbf"); "" for `upstream` and `request`, which the client words. */
  name: tolerant(z.string()),
  /** "CC BY 4.0", "ODbL 1.0" …, or `public-domain` / `own-terms`, which the client words. */
  licence: tolerant(z.string()),
  /** When the data is of, ISO 8601 (an extract's PBF header timestamp). */
  date: tolerant(z.string()),
  /** The release taken, where the data carries no date. */
  version: tolerant(z.string()),
});

/**
 * This app's extension to the answer (the spec has no such field): where each field of `data` comes
 * from. `fields` maps a dotted path in `data` to ids of `sets`; a field with no key of its own takes
 * its nearest enclosing path's (`ad_info` covers `ad_info.city`). See contract/field-sources.ts.
 */
export const answerSourcesSchema = z.looseObject({
  fields: z.record(z.string(), z.array(z.string())),
  sets: z.record(z.string(), sourceSetSchema),
});

export const geocodeDataSchema = z.looseObject({
  ad_info: tolerant(adInfoSchema),
  address: tolerant(z.string()),
  address_component: tolerant(addressComponentSchema),
  address_reference: tolerant(addressReferenceSchema),
  formatted_addresses: tolerant(formattedAddressesSchema),
  location: tolerant(locationSchema),
  poi_count: tolerant(z.int()),
  pois: tolerant(z.array(poiSchema)),
  _sources: tolerant(answerSourcesSchema),
});

/** The reverse-geocoding envelope: {code, msg, data, request_id}. */
export const geocodeResponseSchema = z.looseObject({
  code: z.int(),
  msg: tolerant(z.string()),
  data: tolerant(geocodeDataSchema),
  request_id: tolerant(z.string()),
});

export type AdInfo = z.infer<typeof adInfoSchema>;
export type AddressComponent = z.infer<typeof addressComponentSchema>;
export type ReferencePlace = z.infer<typeof referencePlaceSchema>;
export type Poi = z.infer<typeof poiSchema>;
export type SourceSet = z.infer<typeof sourceSetSchema>;
export type AnswerSources = z.infer<typeof answerSourcesSchema>;
export type GeocodeData = z.infer<typeof geocodeDataSchema>;
export type GeocodeResponse = z.infer<typeof geocodeResponseSchema>;
