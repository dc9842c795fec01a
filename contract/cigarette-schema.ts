import { z } from 'zod/mini';
import { tolerant } from './tolerant';
import { endpoint } from './endpoint';
import { cigaretteParamsSchema } from './query-params';

/**
 * One product record, the whole body of GET /api/cigaretteDetails.
 * Only `name` is required: a record is about a named product; any figure may be
 * unknown (absent) and the UI shows "—" for it.
 */
export const cigaretteRecordSchema = z.looseObject({
  id: tolerant(z.int()),
  name: z.string(),
  type: tolerant(z.string()),
  product_status: tolerant(z.string()),
  sales_channel: tolerant(z.string()),
  package_type: tolerant(z.string()),
  pieces_per_pack: tolerant(z.int()),
  carton_code: tolerant(z.string()),
  cigarette_code: tolerant(z.string()),
  single_price: tolerant(z.number()),
  carton_price: tolerant(z.number()),
  wholesale_price: tolerant(z.number()),
  length: tolerant(z.number()),
  filter_length: tolerant(z.number()),
  tar_content: tolerant(z.number()),
  nicotine_content: tolerant(z.number()),
  co_content: tolerant(z.number()),
  main_color: tolerant(z.string()),
  secondary_color: tolerant(z.string()),
  appearance_score: tolerant(z.number()),
  taste_score: tolerant(z.number()),
  satisfaction_score: tolerant(z.number()),
  purchase_desire_score: tolerant(z.number()),
  overall_score: tolerant(z.number()),
});

export type CigaretteRecord = z.infer<typeof cigaretteRecordSchema>;

/** cigarette, collected in the API table (api.ts). */
export const cigaretteApi = endpoint({
  method: 'GET',
  path: '/api/cigaretteDetails',
  query: cigaretteParamsSchema,
  answer: cigaretteRecordSchema,
});
