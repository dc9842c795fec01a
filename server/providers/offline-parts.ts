import type { Hono } from 'hono';
import type { Config } from '../config';
import type { AppEnv } from '../http-env';
import { loadCatalog } from '../offline/catalog/load-catalog';
import { catalogSearchRoutes } from '../offline/catalog/search-route';
import { loadOfflineGeo } from '../offline/geo/load-offline-geo';
import type { StreetLevelData } from '../offline/osm/serve/street-level-data';
import { withStreetLevel } from '../offline/osm/serve/street-answer';
import type { OfflineParts } from './offline';

export interface LoadedOffline {
  parts: OfflineParts;
  /** Routes only the offline provider offers (basemap tiles, region outlines, catalog search). */
  routes: Hono<AppEnv>[];
}

/** Loads the embedded data sets. Throws (stopping start-up) when a data file is invalid. */
export async function loadOfflineParts(
  config: Config,
  streetLevel?: StreetLevelData,
): Promise<LoadedOffline> {
  const catalog = await loadCatalog(config.CATALOG_FILE);
  const geo = loadOfflineGeo(undefined, streetLevel);
  return {
    parts: { catalog, geocoder: withStreetLevel(geo.geocoder, streetLevel?.data) },
    routes: [catalogSearchRoutes(catalog), ...geo.routes],
  };
}
