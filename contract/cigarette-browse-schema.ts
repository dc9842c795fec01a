import { z } from 'zod/mini';
import { cigaretteRecordSchema } from './cigarette-schema';
import { DECIMAL } from './decimal';
import { withCode } from './error-codes';
import { errorCodeFields } from './error-schema';
import { NAME_MAX_LENGTH, textLength } from './text-limit';
import { endpoint } from './endpoint';

// GET /api/cigarettes/browse — our extension: one page of the catalog under filters, with the
// facet counts. With an upstream, the local catalog names the products and the upstream gives their records.

export const BROWSE_SORTS = [
  'name',
  'single_price',
  '-single_price',
  'price_per_stick',
  'tar_content',
  '-overall_score',
  'overall_score',
] as const;
export type BrowseSort = (typeof BROWSE_SORTS)[number];

/** The repeatable parameters: each value is one accepted value of that field (any of them matches). */
export const BROWSE_FACETS = ['brand', 'type', 'package_type', 'product_status', 'sales_channel'] as const;
export type BrowseFacet = (typeof BROWSE_FACETS)[number];

export const DEFAULT_PAGE_SIZE = 24;
export const MAX_PAGE_SIZE = 100;
/** At most this many values of one facet are listed (the most common, plus any chosen). */
export const FACET_LIMIT = 100;
/** At most this many values of one repeatable parameter. */
export const MAX_VALUES = 50;

function whole(param: string, min: number, max: number, fallback: number) {
  const allowed = `${param} must be a whole number from ${min} to ${max}`;
  return z
    .pipe(
      z.optional(z.string().check(z.trim(), z.regex(/^\d{1,9}$/, { error: allowed }))),
      z.transform((value) => (value === undefined ? fallback : Number(value))),
    )
    .check(z.refine((value) => value >= min && value <= max, { error: allowed }));
}

function amount(param: string) {
  const allowed = `${param} must be a number of at least 0`;
  return z
    .pipe(
      z.optional(z.string().check(z.trim(), z.regex(DECIMAL, { error: allowed }))),
      z.transform((value) => (value === undefined ? undefined : Number(value))),
    )
    .check(
      z.refine((value) => value === undefined || (Number.isFinite(value) && value >= 0), { error: allowed }),
    );
}

/** The parameters given at most once, each on its own (a link's bad one can be dropped alone). An empty q is no text filter. */
export const browseParamFields = {
  q: z.pipe(
    z.optional(
      z.string().check(
        z.trim(),
        z.refine((value) => textLength(value) <= NAME_MAX_LENGTH, {
          error: `q must be at most ${NAME_MAX_LENGTH} characters after trimming`,
        }),
      ),
    ),
    z.transform((value) => value || undefined),
  ),
  price_min: amount('price_min'),
  price_max: amount('price_max'),
  tar_max: amount('tar_max'),
  sort: z.pipe(
    z.optional(z.enum(BROWSE_SORTS, { error: `sort must be one of ${BROWSE_SORTS.join(', ')}` })),
    z.transform((value) => value ?? 'name'),
  ),
  page: whole('page', 1, 1_000_000, 1),
  page_size: whole('page_size', 1, MAX_PAGE_SIZE, DEFAULT_PAGE_SIZE),
};

/** Whether a price range is in order (either end may be missing). */
export const priceRangeInOrder = (min: number | undefined, max: number | undefined) =>
  min === undefined || max === undefined || min <= max;

export const browseParamsSchema = z.object(browseParamFields).check(
  z.refine((p) => priceRangeInOrder(p.price_min, p.price_max), {
    error: 'price_min must not be above price_max',
    ...withCode('price_range_inverted'),
  }),
);

/** The values of one repeatable parameter, each 1 to NAME_MAX_LENGTH characters. */
export const facetValuesSchema = (param: BrowseFacet) =>
  z
    .array(
      z.string().check(
        z.trim(),
        z.refine((value) => value.length > 0 && textLength(value) <= NAME_MAX_LENGTH, {
          error: `${param} values must be 1 to ${NAME_MAX_LENGTH} characters each`,
        }),
      ),
    )
    .check(z.maxLength(MAX_VALUES, { error: `${param} is given more than ${MAX_VALUES} times` }));

export type BrowseParams = z.output<typeof browseParamsSchema>;
export type BrowseQuery = BrowseParams & Record<BrowseFacet, string[]>;

// Checks written as refinements: zod's own (positive, maximum, _default …) would join the zod code
// loaded before the map, since zod is shared with it (bundle budget).
const atLeast = (min: number) => z.refine<number>((n) => n >= min);

const facetCountsSchema = z
  .array(z.object({ value: z.string(), count: z.int().check(atLeast(1)) }))
  .check(z.maxLength(FACET_LIMIT + MAX_VALUES));

/**
 * A product of the page whose record the upstream did not give (upstream mode): `code` 404 when it
 * does not know the name, else the failure (429, 502, 504 …) and its message.
 */
export const browseMissingSchema = z.object({
  name: z.string(),
  missing: z.literal(true),
  code: z.int(),
  msg: z.string(),
  ...errorCodeFields,
});
export type BrowseMissing = z.infer<typeof browseMissingSchema>;

/** The answer: the matching products' count, one page of their records, and each facet counted under the other filters. */
export const browseSchema = z.object({
  total: z.int().check(atLeast(0)),
  page: z.int().check(atLeast(1)),
  page_size: z.int().check(
    atLeast(1),
    z.refine((n) => n <= MAX_PAGE_SIZE),
  ),
  // The missing shape first: a record is a loose object, which a missing product would also pass.
  items: z.array(z.union([browseMissingSchema, cigaretteRecordSchema])).check(z.maxLength(MAX_PAGE_SIZE)),
  facets: z.object({
    brand: facetCountsSchema,
    type: facetCountsSchema,
    package_type: facetCountsSchema,
    product_status: facetCountsSchema,
    sales_channel: facetCountsSchema,
  }),
});

export type Browse = z.infer<typeof browseSchema>;
export type FacetCount = Browse['facets']['brand'][number];
export type BrowseItem = Browse['items'][number];

/** Whether a page's item is a product the upstream did not give rather than its record. */
export const isMissing = (item: BrowseItem): item is BrowseMissing => item.missing === true;

/** Each repeatable parameter's values, read after the others. */
export const browseFacetsSchemas = Object.fromEntries(
  BROWSE_FACETS.map((facet) => [facet, facetValuesSchema(facet)]),
) as { [F in BrowseFacet]: ReturnType<typeof facetValuesSchema> };

/** cigaretteBrowse, collected in the API table (api.ts). */
export const cigaretteBrowseApi = endpoint({
  method: 'GET',
  path: '/api/cigarettes/browse',
  query: browseParamsSchema,
  repeated: browseFacetsSchemas,
  answer: browseSchema,
});
