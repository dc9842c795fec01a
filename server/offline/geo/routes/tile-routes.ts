import { Hono } from 'hono';
import { badRequest } from '../../../errors';
import type { AppEnv } from '../../../http-env';
import { MAX_TILE_ZOOM } from '../tiles/tile-source';

/** Where tiles come from: the tile worker, or a TileSource in this thread. */
export interface TileProvider {
  tile(z: number, x: number, y: number): Promise<Uint8Array | null> | Uint8Array | null;
}

const INTEGER = /^\d{1,8}$/;

/** Reads z/x/y, or throws a 400 naming what is wrong. */
export function parseTileAddress(
  z: string,
  x: string,
  file: string,
  maxZoom = MAX_TILE_ZOOM,
): { z: number; x: number; y: number } {
  const yText = /^(\d{1,8})\.pbf$/.exec(file)?.[1];
  if (!INTEGER.test(z) || !INTEGER.test(x) || yText === undefined) {
    throw badRequest('a tile address is {z}/{x}/{y}.pbf with whole numbers');
  }
  const zoom = Number(z);
  if (zoom > maxZoom) throw badRequest(`z must be 0 to ${maxZoom}`);
  const size = 2 ** zoom;
  const column = Number(x);
  const row = Number(yText);
  if (column >= size || row >= size) throw badRequest(`x and y must be 0 to ${size - 1} at z=${zoom}`);
  return { z: zoom, x: column, y: row };
}

/** GET /api/tiles/{z}/{x}/{y}.pbf: a Mapbox vector tile, or 204 where there is nothing to draw. */
export function tileRoutes(tiles: TileProvider) {
  return new Hono<AppEnv>().get('/api/tiles/:z/:x/:file', async (c) => {
    const { z, x, y } = parseTileAddress(c.req.param('z'), c.req.param('x'), c.req.param('file'));
    c.header('Cache-Control', 'public, max-age=86400');
    const tile = await tiles.tile(z, x, y);
    if (!tile) return c.body(null, 204);
    c.header('Content-Type', 'application/x-protobuf');
    return c.body(tile.buffer.slice(tile.byteOffset, tile.byteOffset + tile.byteLength) as ArrayBuffer);
  });
}
