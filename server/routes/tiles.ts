import { tilesApi } from '../../contract/api';
import { vectorTileRoute } from './vector-tile-route';
import { MAX_TILE_ZOOM } from '../offline/geo/tiles/tile-source';

/** Where tiles come from: the tile worker, or a TileSource in this thread. */
export interface TileProvider {
  tile(z: number, x: number, y: number): Promise<Uint8Array | null> | Uint8Array | null;
}

/** GET /api/tiles/{z}/{x}/{y}.pbf: a Mapbox vector tile, or 204 where there is nothing to draw. */
export function tileRoutes(tiles: TileProvider) {
  return vectorTileRoute(tilesApi, MAX_TILE_ZOOM, (z, x, y) => tiles.tile(z, x, y));
}
