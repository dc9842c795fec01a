import type { Hono } from 'hono';
import type { AppEnv } from '../../http-env';
import type { OfflineGeocoder } from '../../providers/offline';
import { basemapRoutes } from './basemap-routes';
import { loadGeoData } from './geo-cache';
import { RegionOutlines, regionRoutes } from './region-routes';
import { createReverseGeocoder } from './reverse-geocode';
import { tileRoutes } from './tile-routes';
import { TileSource } from './tile-source';

export interface OfflineGeo {
  geocoder: OfflineGeocoder;
  /** Open routes: basemap style, vector tiles, region outlines. */
  routes: Hono<AppEnv>[];
}

/** The embedded geocoder and basemap, from the prepared cache (built from node_modules when missing or stale). */
export function loadOfflineGeo(cacheFile?: string): OfflineGeo {
  const { data } = loadGeoData(cacheFile);
  const geocoder = createReverseGeocoder(data);
  const routes = [basemapRoutes(), tileRoutes(new TileSource(data)), regionRoutes(new RegionOutlines(data))];
  return { geocoder, routes };
}
