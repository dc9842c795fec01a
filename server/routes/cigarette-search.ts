import { cigaretteSearchApi, SEARCH_LIMIT } from '../../contract/cigarette-search-schema';
import { route } from '../http/route';
import type { OfflineCatalog } from '../offline/parts';

/** GET /api/cigarettes?q= (extension, offline only): names matching a prefix or substring, for autocomplete. */
export function catalogSearchRoutes(catalog: OfflineCatalog) {
  return route(cigaretteSearchApi, (_c, call) => ({ names: catalog.search(call.query().q, SEARCH_LIMIT) }));
}
