import type { Hono } from 'hono';
import type { AppEnv } from '../../http-env';
import type { OfflineGeocoder } from '../../providers/offline';
import { loadGeoData } from './geo-cache';
import { createReverseGeocoder } from './reverse-geocode';

export interface OfflineGeo {
  geocoder: OfflineGeocoder;
  /** Open routes: basemap style, vector tiles, region outlines. */
  routes: Hono<AppEnv>[];
}

/** The embedded geocoder and basemap, from the prepared cache (built from node_modules when missing or stale). */
export function loadOfflineGeo(cacheFile?: string): OfflineGeo {
  const { data } = loadGeoData(cacheFile);
  const geocoder = createReverseGeocoder(data);
  return { geocoder, routes: [] };
}
