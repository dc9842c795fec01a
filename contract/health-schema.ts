import { z } from 'zod/mini';
import { endpoint } from './endpoint';

/** An imported OpenStreetMap extract (street-level data), as /api/health reports it. */
export const osmExtractHealthSchema = z.object({
  file: z.string(),
  replication_timestamp: z.string(),
  bbox: z.tuple([z.number(), z.number(), z.number(), z.number()]),
  counts: z.record(z.string(), z.number()),
  /** Set when `npm run osm:import -- --region` downloaded it: the Geofabrik id and the file's Last-Modified. */
  region: z.optional(z.string()),
  file_date: z.optional(z.string()),
});

export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  provider: z.enum(['offline', 'upstream']),
  data: z.record(z.string(), z.string()),
  uptime_s: z.number(),
  extensions: z.optional(z.array(z.string())),
  osm: z.optional(z.object({ attribution: z.string(), extracts: z.array(osmExtractHealthSchema) })),
});

export type Health = z.infer<typeof healthSchema>;

/** health, collected in the API table (api.ts). */
export const healthApi = endpoint({ method: 'GET', path: '/api/health', answer: healthSchema });
