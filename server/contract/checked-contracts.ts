import { geocodeResponseSchema } from '../../src/api/geocode-schema';

/**
 * The answers checked by generated code (`npm run contract:build` writes
 * generated/contract-checks.js): the ones sent on every lookup, where zod's parser
 * cost more than the lookup itself. Any other answer is checked by zod alone.
 */
export const CHECKED_CONTRACTS = {
  geocodeResponse: geocodeResponseSchema,
} as const;
