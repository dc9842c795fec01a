import {
  BROWSE_FACETS,
  browseParamsSchema,
  browseSchema,
  type BrowseFacet,
  type BrowseItem,
  type BrowseQuery,
  facetValuesSchema,
} from '../../../src/api/cigarette-browse-schema';
import { route } from '../../endpoints';
import { badRequest } from '../../errors';
import type { OfflineCatalog } from '../parts';
import { compiledSchema } from '../../compiled-schema';
import { readParams } from '../../read-params';
import { sendValidated } from '../../send-validated';
import { z } from 'zod/mini';

/** The records of a page's products, in their order, from elsewhere than the catalog (the upstream). */
export type PageRecords = (names: string[], signal: AbortSignal) => Promise<BrowseItem[]>;

/**
 * GET /api/cigarettes/browse (extension): one page of the catalog under filters, with facet counts.
 * The catalog picks and counts the products; `records`, when given, answers their records.
 */
export function catalogBrowseRoutes(catalog: OfflineCatalog, records?: PageRecords) {
  return route('cigaretteBrowse', async (c) => {
    const given = c.req.queries();
    const query = { ...readParams(c, browseParamsSchema, given) } as BrowseQuery;
    for (const facet of BROWSE_FACETS) query[facet] = readFacet(given[facet], facet);
    const page = catalog.browse(query);
    if (records)
      page.items = await records(
        page.items.map(({ name }) => name),
        c.req.raw.signal,
      );
    return sendValidated(c, browseSchema, page);
  });
}

const FACET_SCHEMAS = Object.fromEntries(
  BROWSE_FACETS.map((facet) => [facet, compiledSchema(facetValuesSchema(facet))]),
) as Record<BrowseFacet, ReturnType<typeof facetValuesSchema>>;

/** A repeatable parameter's values (any of them matches); none given: no filter. */
function readFacet(values: string[] | undefined, facet: BrowseFacet): string[] {
  if (values === undefined) return [];
  const result = z.safeParse(FACET_SCHEMAS[facet], values);
  if (!result.success) throw badRequest(result.error.issues[0]!.message);
  return result.data;
}
