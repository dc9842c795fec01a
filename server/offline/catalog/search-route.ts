import {
  cigaretteSearchParamsSchema,
  cigaretteSearchSchema,
  SEARCH_LIMIT,
} from '../../../src/api/cigarette-search-schema';
import { route } from '../../endpoints';
import type { OfflineCatalog } from '../parts';
import { readParams } from '../../read-params';
import { sendValidated } from '../../send-validated';

/** GET /api/cigarettes?q= (extension, offline only): names matching a prefix or substring, for autocomplete. */
export function catalogSearchRoutes(catalog: OfflineCatalog) {
  return route('cigaretteSearch', (c) => {
    const { q } = readParams(c, cigaretteSearchParamsSchema);
    return sendValidated(c, cigaretteSearchSchema, { names: catalog.search(q, SEARCH_LIMIT) });
  });
}
