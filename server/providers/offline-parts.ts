import type { Config } from '../config';
import type { Route } from '../endpoints';
import { loadCatalog } from '../offline/catalog/load-catalog';
import { catalogBrowseRoutes } from '../offline/catalog/browse-route';
import { catalogSearchRoutes } from '../offline/catalog/search-route';
import type { GeoData } from '../offline/geo/data/geo-data';
import { createReverseGeocoder } from '../offline/geo/lookup/reverse-geocode';
import type { StreetLevelData } from '../offline/osm/serve/street-level-data';
import { withStreetLevel } from '../offline/osm/serve/street-answer';
import type { OfflineParts } from './offline';

export interface LoadedOffline {
  parts: OfflineParts;
  /** Routes only the offline provider offers (catalog search, and browsing from the catalog's own records); the map's are mounted in both modes. */
  routes: Route[];
}

/** Loads the catalog and builds the geocoder over the loaded geodata. Throws (stopping start-up) when a data file is invalid. */
export async function loadOfflineParts(
  config: Config,
  geoData: GeoData,
  streetLevel?: StreetLevelData,
): Promise<LoadedOffline> {
  const catalog = await loadCatalog(config.CATALOG_FILE);
  const geocoder = withStreetLevel(createReverseGeocoder(geoData), streetLevel?.data);
  return {
    parts: { catalog, geocoder },
    routes: [catalogSearchRoutes(catalog), catalogBrowseRoutes(catalog)],
  };
}
