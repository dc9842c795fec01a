import type { Hono } from 'hono';
import type { AppEnv } from '../../http-env';
import type { OfflineGeocoder } from '../../providers/offline';
import { basemapRoutes } from './basemap-routes';
import { loadGeoData } from './geo-cache';
import { buildPlaceIndex } from './index/place-index';
import { PlaceSearch } from './lookup/place-search';
import { RegionOutlines, regionRoutes } from './region-routes';
import { createReverseGeocoder } from './reverse-geocode';
import { TileWorkerClient } from './tile-worker-client';
import { tileRoutes } from './tile-routes';
import { placeRoutes } from './routes/place-routes';

export interface OfflineGeo {
  geocoder: OfflineGeocoder;
  /** Routes: basemap style, vector tiles, region outlines (open), place search (a lookup endpoint). */
  routes: Hono<AppEnv>[];
}

/** The embedded geocoder and basemap, from the prepared cache (built from node_modules when missing or stale). */
export function loadOfflineGeo(cacheFile?: string): OfflineGeo {
  const { data, buffer } = loadGeoData(cacheFile);
  const geocoder = createReverseGeocoder(data);
  // Tiles are cut in a worker thread over the same shared bytes (see tile-worker.ts).
  const tiles = new TileWorkerClient(buffer);
  const places = new PlaceSearch(buildPlaceIndex(data));
  const routes = [basemapRoutes(), tileRoutes(tiles), regionRoutes(new RegionOutlines(data)), placeRoutes(places)];
  return { geocoder, routes };
}
