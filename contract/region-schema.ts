import { z } from 'zod/mini';
import { endpoint } from './endpoint';

/**
 * GET /api/regions/{adcode}: the administrative region's outline as a GeoJSON
 * Feature (simplified polygon, GCJ-02). Only the shape the map draws is checked.
 */
export const regionFeatureSchema = z.looseObject({
  type: z.literal('Feature'),
  geometry: z.looseObject({
    type: z.enum(['Polygon', 'MultiPolygon']),
    coordinates: z.array(z.unknown()),
  }),
  properties: z.optional(z.nullable(z.record(z.string(), z.unknown()))),
});

/** regions, collected in the API table (api.ts). */
export const regionsApi = endpoint({
  method: 'GET',
  path: '/api/regions/:adcode',
  answer: regionFeatureSchema,
});
