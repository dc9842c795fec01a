import type { Route } from '../../endpoints';
import { loadGeoData } from './cache/geo-cache';
import { loadPlaceIndex } from './cache/place-index-cache';
import type { GeoData } from './data/geo-data';
import type { AddedPlaces } from './index/place-source';
import { PlaceSearch } from './lookup/place-search';
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
  /** The prepared geodata, for the offline geocoder (lookup/reverse-geocode.ts), which only the offline provider builds. */
  data: GeoData;
  /** Routes: basemap style, vector tiles, region outlines (open), place search (a lookup endpoint). */
  routes: Route[];
}

/** The embedded basemap, region outlines and place search (with the OpenStreetMap extracts' names when given), from the prepared cache (built from node_modules when missing or stale). */
export function loadOfflineGeo(cacheFile?: string, streetLevel: StreetLevelAdditions = {}): OfflineGeo {
  const { data, buffer, key } = loadGeoData(cacheFile);
  // Tiles are cut in a worker thread over the same shared bytes (see tiles/tile-worker.ts).
  const tiles = new TileWorkerClient(buffer);
  const places = new PlaceSearch(loadPlaceIndex(data, key, streetLevel.places).index);
  const routes = [
    basemapRoutes(streetLevel.styleLayers),
    tileRoutes(tiles),
    regionRoutes(new RegionOutlines(data)),
    placeRoutes(places),
  ];
  return { data, routes };
}
