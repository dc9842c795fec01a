import { route } from '../../../endpoints';
import { parseTileAddress } from '../../shared/tile-address';
import { MAX_TILE_ZOOM } from '../tiles/tile-source';

/** Where tiles come from: the tile worker, or a TileSource in this thread. */
export interface TileProvider {
  tile(z: number, x: number, y: number): Promise<Uint8Array | null> | Uint8Array | null;
}

/** GET /api/tiles/{z}/{x}/{y}.pbf: a Mapbox vector tile, or 204 where there is nothing to draw. */
export function tileRoutes(tiles: TileProvider) {
  return route('tiles', async (c) => {
    const { z, x, y } = parseTileAddress(
      c.req.param('z'),
      c.req.param('x'),
      c.req.param('file'),
      MAX_TILE_ZOOM,
    );
    c.header('Cache-Control', 'public, max-age=86400');
    const tile = await tiles.tile(z, x, y);
    if (!tile) return c.body(null, 204);
    c.header('Content-Type', 'application/x-protobuf');
    return c.body(tile.buffer.slice(tile.byteOffset, tile.byteOffset + tile.byteLength) as ArrayBuffer);
  });
}
