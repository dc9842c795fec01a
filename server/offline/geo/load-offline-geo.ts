import type { Hono } from 'hono';
import type { AppEnv } from '../../http-env';
import type { OfflineGeocoder } from '../parts';
import { loadGeoData } from './cache/geo-cache';
import { loadPlaceIndex } from './cache/place-index-cache';
import type { AddedPlaces } from './index/place-source';
import { PlaceSearch } from './lookup/place-search';
import { createReverseGeocoder } from './lookup/reverse-geocode';
import { basemapRoutes, type BasemapStyle } from './routes/basemap-routes';
import { placeRoutes } from './routes/place-routes';
import { regionRoutes } from './routes/region-routes';
import { tileRoutes } from './routes/tile-routes';
import { RegionOutlines } from './tiles/region-outlines';
import { TileWorkerClient } from './tiles/tile-worker-client';

/** What an imported OpenStreetMap extract adds: its names to the search, its layers to the style. */
export interface StreetLevelAdditions {
  places?: AddedPlaces | undefined;
  styleLayers?: ((style: BasemapStyle) => object) | undefined;
}

export interface OfflineGeo {
  geocoder: OfflineGeocoder;
  /** Routes: basemap style, vector tiles, region outlines (open), place search (a lookup endpoint). */
  routes: Hono<AppEnv>[];
}

/** The embedded geocoder, basemap and place search (with the OpenStreetMap extracts' names when given), from the prepared cache (built from node_modules when missing or stale). */
export function loadOfflineGeo(cacheFile?: string, streetLevel: StreetLevelAdditions = {}): OfflineGeo {
  const { data, buffer, key } = loadGeoData(cacheFile);
  const geocoder = createReverseGeocoder(data);
  // Tiles are cut in a worker thread over the same shared bytes (see tiles/tile-worker.ts).
  const tiles = new TileWorkerClient(buffer);
  const places = new PlaceSearch(loadPlaceIndex(data, key, streetLevel.places).index);
  const routes = [
    basemapRoutes(streetLevel.styleLayers),
    tileRoutes(tiles),
    regionRoutes(new RegionOutlines(data)),
    placeRoutes(places),
  ];
  return { geocoder, routes };
}
