import type { Route } from '../http/endpoints';
import type { GeoStreetLevel, OfflineGeo } from '../offline/geo/load-offline-geo';
import { regionLookupOf } from '../offline/geo/lookup/region-lookup';
import { RegionOutlines } from '../offline/geo/tiles/region-outlines';
import { TileWorkerClient } from '../offline/geo/tiles/tile-worker-client';
import { basemapRoutes } from './offline-style';
import { placeRoutes } from './places';
import { regionRoutes } from './regions';
import { tileRoutes } from './tiles';

/**
 * The offline map's routes, mounted in both provider modes: basemap style, vector tiles, region
 * outlines (open), place search (a lookup endpoint). The style and the search read `current()` once
 * per request (a data swap changes what it returns).
 */
export function geoRoutes(geo: OfflineGeo, current: () => GeoStreetLevel): Route[] {
  // Tiles are cut in a worker thread over the same shared bytes (see tiles/tile-worker.ts).
  const tiles = new TileWorkerClient(geo.shared.buffer);
  const regions = regionLookupOf(geo.data);
  return [
    basemapRoutes((style) => current().styleLayers?.(style) ?? style),
    tileRoutes(tiles),
    regionRoutes(new RegionOutlines(geo.data)),
    placeRoutes(
      () => current().places,
      (lng, lat) => ({
        province: regions.find(lng, lat)?.province ?? '',
        street_data: current().covers?.(lng, lat) ?? false,
      }),
    ),
  ];
}
