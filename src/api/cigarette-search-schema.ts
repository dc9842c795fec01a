import { z } from 'zod/mini';

// GET /api/cigarettes?q= — our extension, offered by the offline provider only:
// product names matching a prefix or substring of q, for autocomplete.

export const SEARCH_QUERY_MAX_LENGTH = 64;
export const SEARCH_LIMIT = 20;

export const cigaretteSearchParamsSchema = z.object({
  q: z.string({ error: `q is required: 1 to ${SEARCH_QUERY_MAX_LENGTH} characters` }).check(
    z.trim(),
    z.refine((value) => value.length > 0 && [...value].length <= SEARCH_QUERY_MAX_LENGTH, {
      error: `q must be 1 to ${SEARCH_QUERY_MAX_LENGTH} characters after trimming`,
    }),
  ),
});

/** The answer: at most SEARCH_LIMIT names, best first (prefix matches before substring matches). */
export const cigaretteSearchSchema = z.object({
  names: z.array(z.string()).check(z.maxLength(SEARCH_LIMIT)),
});

export type CigaretteSearch = z.infer<typeof cigaretteSearchSchema>;
