import {
  cigaretteSearchParamsSchema,
  cigaretteSearchSchema,
  SEARCH_LIMIT,
} from '../../contract/cigarette-search-schema';
import { route } from '../http/endpoints';
import type { OfflineCatalog } from '../offline/parts';
import { readParams } from '../http/read-params';
import { sendValidated } from '../http/send-validated';

/** GET /api/cigarettes?q= (extension, offline only): names matching a prefix or substring, for autocomplete. */
export function catalogSearchRoutes(catalog: OfflineCatalog) {
  return route('cigaretteSearch', (c) => {
    const { q } = readParams(c, cigaretteSearchParamsSchema);
    return sendValidated(c, cigaretteSearchSchema, { names: catalog.search(q, SEARCH_LIMIT) });
  });
}
