import { batchResponseSchema } from '../../contract/batch-schema';
import { geocodeResponseSchema } from '../../contract/geocode-schema';

/**
 * The answers checked by generated code (`npm run contract:build` writes
 * generated/contract-checks.js): the ones sent on every lookup (one point, or up to 100 in a batch), where zod's parser
 * cost more than the lookup itself. Any other answer is checked by zod alone.
 */
export const CHECKED_CONTRACTS = {
  geocodeResponse: geocodeResponseSchema,
  batchResponse: batchResponseSchema,
} as const;
