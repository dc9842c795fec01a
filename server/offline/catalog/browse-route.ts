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
    const query = { ...readParams(c, browseParamsSchema) } as BrowseQuery;
    for (const facet of BROWSE_FACETS) query[facet] = readFacet(c.req.queries(facet) ?? [], facet);
    const page = catalog.browse(query);
    if (records)
      page.items = await records(
        page.items.map(({ name }) => name),
        c.req.raw.signal,
      );
    return sendValidated(c, browseSchema, page);
  });
}

/** A repeatable parameter's values (any of them matches); none given: no filter. */
function readFacet(values: string[], facet: BrowseFacet): string[] {
  const result = z.safeParse(facetValuesSchema(facet), values);
  if (!result.success) throw badRequest(result.error.issues[0]!.message);
  return result.data;
}
