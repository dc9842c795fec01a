import {
  BROWSE_FACETS,
  browseParamsSchema,
  browseSchema,
  type BrowseFacet,
  type BrowseQuery,
  facetValuesSchema,
} from '../../../src/api/cigarette-browse-schema';
import { route } from '../../endpoints';
import { badRequest } from '../../errors';
import type { OfflineCatalog } from '../parts';
import { readParams } from '../../read-params';
import { sendValidated } from '../../send-validated';
import { z } from 'zod/mini';

/** GET /api/cigarettes/browse (extension, offline only): one page of the catalog under filters, with facet counts. */
export function catalogBrowseRoutes(catalog: OfflineCatalog) {
  return route('cigaretteBrowse', (c) => {
    const query = { ...readParams(c, browseParamsSchema) } as BrowseQuery;
    for (const facet of BROWSE_FACETS) query[facet] = readFacet(c.req.queries(facet) ?? [], facet);
    return sendValidated(c, browseSchema, catalog.browse(query));
  });
}

/** A repeatable parameter's values (any of them matches); none given: no filter. */
function readFacet(values: string[], facet: BrowseFacet): string[] {
  const result = z.safeParse(facetValuesSchema(facet), values);
  if (!result.success) throw badRequest(result.error.issues[0]!.message);
  return result.data;
}
