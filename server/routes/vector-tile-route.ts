import type { osmTilesApi, tilesApi } from '../../contract/api';
import { route } from '../http/route';
import { parseTileAddress } from '../http/tile-address';

/**
 * GET <endpoint>/{z}/{x}/{y}.pbf: the Mapbox vector tile `tileAt` gives, or 204 where it has
 * nothing to draw; cached a day (the basemap's and the street level's tile routes).
 */
export function vectorTileRoute(
  endpoint: typeof tilesApi | typeof osmTilesApi,
  maxZoom: number,
  tileAt: (
    z: number,
    x: number,
    y: number,
  ) => Promise<Uint8Array | null | undefined> | Uint8Array | null | undefined,
) {
  return route(endpoint, async (c) => {
    const { z, x, y } = parseTileAddress(c.req.param('z'), c.req.param('x'), c.req.param('file'), maxZoom);
    c.header('Cache-Control', 'public, max-age=86400');
    const tile = await tileAt(z, x, y);
    if (!tile) return c.body(null, 204);
    c.header('Content-Type', 'application/x-protobuf');
    // The tile's own bytes, not a copy (nothing changes a tile once made).
    return c.body(new Uint8Array(tile.buffer as ArrayBuffer, tile.byteOffset, tile.byteLength));
  });
}
