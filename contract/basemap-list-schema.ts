import { z } from 'zod/mini';
import { BASEMAP_STYLE_PATH } from './basemap-style-path';
import { endpoint } from './endpoint';

/** The datum a basemap's tiles are drawn in. CGCS2000 (Tianditu) is within centimetres of WGS-84 and is drawn as it. */
export const basemapDatumSchema = z.enum(['GCJ-02', 'WGS-84', 'CGCS2000']);

/** One basemap the server was configured with (BASEMAPS_FILE), as GET /api/basemaps lists it. */
export const basemapEntrySchema = z.object({
  id: z.string(),
  label: z.object({ zh: z.string(), en: z.string() }),
  datum: basemapDatumSchema,
  attribution: z.string(),
  /** A MapLibre style: the operator's own URL, or one this server makes (root-relative). */
  styleUrl: z.string(),
});

export const basemapListSchema = z.object({ basemaps: z.array(basemapEntrySchema) });

export type BasemapEntry = z.infer<typeof basemapEntrySchema>;

/** basemapStyle (a MapLibre style, read by the map), collected in the API table (api.ts). */
export const basemapStyleApi = endpoint({ method: 'GET', path: BASEMAP_STYLE_PATH });

/** basemapList, collected in the API table (api.ts). */
export const basemapListApi = endpoint({ method: 'GET', path: '/api/basemaps', answer: basemapListSchema });
