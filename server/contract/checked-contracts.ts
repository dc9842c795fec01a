import { batchResponseSchema } from '../../contract/batch-schema';
import { geocodeResponseSchema } from '../../contract/geocode-schema';
import { healthSchema } from '../../contract/health-schema';

/**
 * The answers checked by generated code (`npm run contract:build` writes
 * generated/contract-checks.js): the ones sent on every lookup (one point, or up to 100 in a batch), where zod's parser
 * cost more than the lookup itself, and the health check (what a balancer asks most often). Any other answer is checked by zod alone.
 */
export const CHECKED_CONTRACTS = {
  geocodeResponse: geocodeResponseSchema,
  batchResponse: batchResponseSchema,
  health: healthSchema,
} as const;
