import { z } from 'zod/mini';
import { textParam } from './text-limit';
import { endpoint } from './endpoint';

// GET /api/cigarettes?q= — our extension, offered by the offline provider only:
// product names matching a prefix or substring of q, for autocomplete.

export const SEARCH_LIMIT = 20;

export const cigaretteSearchParamsSchema = z.object({
  q: textParam('q'),
});

/** The answer: at most SEARCH_LIMIT names, best first (prefix matches before substring matches). */
export const cigaretteSearchSchema = z.object({
  names: z.array(z.string()).check(z.maxLength(SEARCH_LIMIT)),
});

/** cigaretteSearch, collected in the API table (api.ts). */
export const cigaretteSearchApi = endpoint({
  method: 'GET',
  path: '/api/cigarettes',
  query: cigaretteSearchParamsSchema,
  answer: cigaretteSearchSchema,
});
