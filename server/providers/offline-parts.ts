import type { Config } from '../config';
import type { Route } from '../endpoints';
import { loadCatalog } from '../offline/catalog/load-catalog';
import { catalogBrowseRoutes } from '../offline/catalog/browse-route';
import { catalogSearchRoutes } from '../offline/catalog/search-route';
import type { OfflineGeocoder } from '../offline/parts';
import type { OfflineParts } from './offline';

export interface LoadedOffline {
  parts: OfflineParts;
  /** Routes only the offline provider offers (catalog search, and browsing from the catalog's own records); the map's are mounted in both modes. */
  routes: Route[];
}

/** Loads the catalog, beside the geocoder (built over the geodata and the street level). Throws (stopping start-up) when a data file is invalid. */
export async function loadOfflineParts(config: Config, geocoder: OfflineGeocoder): Promise<LoadedOffline> {
  const catalog = await loadCatalog(config.CATALOG_FILE, config.CATALOG_BROWSE_CACHE_MB);
  return {
    parts: { catalog, geocoder },
    routes: [catalogSearchRoutes(catalog), catalogBrowseRoutes(catalog)],
  };
}
