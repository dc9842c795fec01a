import type { Context } from 'hono';
import { LRUCache } from 'lru-cache';
import type { Basemap } from '../basemaps/basemaps-file';
import { fillKey } from '../basemaps/configured-style';
import { tileSources } from '../basemaps/basemaps-schema';
import { HttpError } from '../http/http-error';
import { deadline } from '../limits/deadline';
import { BodyTooLargeError, readCappedBody } from '../limits/read-capped-body';

/** Fetches one tile from the entry's own host (the only network call the proxy makes). */
export type TileFetch = (url: string, signal: AbortSignal) => Promise<Response>;

export interface ProxyOptions {
  cacheBytes?: number;
  fetchTile?: TileFetch;
  /** How long a tile server has to send a tile, body included. */
  timeoutMs?: number;
}

interface Tile {
  body: Uint8Array;
  type: string;
}

const DEFAULT_CACHE_BYTES = 64 * 1024 * 1024;
const MAX_TILE_BYTES = 4 * 1024 * 1024;
const TIMEOUT_MS = 10_000;
const TILE_TYPES =
  /^(image\/(png|jpeg|jpg|webp)|application\/(x-protobuf|vnd\.mapbox-vector-tile|octet-stream))$/;
const NUMBER = /^\d{1,8}$/;

// No redirect is followed: the template's host is the only one ever reached.
const defaultFetch: TileFetch = (url, signal) => fetch(url, { signal, redirect: 'error' });

/**
 * The tiles of a `proxy: true` entry: z/x/y checked as numbers in range, the URL made only from the
 * entry's own template (the key from the server's environment), the answer kept in a bounded
 * in-memory LRU cache (X-Tile-Cache says hit or miss). The rate limit is applied by the endpoint table.
 */
export function basemapProxy(options: ProxyOptions) {
  const fetchTile = options.fetchTile ?? defaultFetch;
  const cache = new LRUCache<string, Tile>({
    maxSize: options.cacheBytes ?? DEFAULT_CACHE_BYTES,
    sizeCalculation: (tile) => Math.max(1, tile.body.byteLength),
  });
  return async (
    c: Context,
    basemap: Basemap,
    at: { z: string; x: string; y: string; source: string },
  ): Promise<Response> => {
    const sources = tileSources(basemap);
    if (![at.z, at.x, at.y, at.source].every((part) => NUMBER.test(part)))
      throw new HttpError(400, 'z, x, y and s must be whole numbers', {
        errorCode: 'tile_address_invalid',
      });
    const [z, x, y, index] = [at.z, at.x, at.y, at.source].map(Number) as [number, number, number, number];
    const source = sources[index];
    if (!source) throw new HttpError(404, 'no such tile source', { errorCode: 'tile_source_not_found' });
    if (z < source.minzoom || z > source.maxzoom || x >= 2 ** z || y >= 2 ** z)
      throw new HttpError(404, 'no such tile', { errorCode: 'tile_not_found' });
    const cacheKey = `${basemap.id}/${index}/${z}/${x}/${y}`;
    let tile = cache.get(cacheKey);
    c.header('X-Tile-Cache', tile ? 'hit' : 'miss');
    if (!tile) {
      // Several hosts (t0…t7) share the load by tile, as MapLibre does with a list of URLs.
      const template = source.urls[(x + y) % source.urls.length]!;
      const url = fillKey(template, basemap.key)
        .replaceAll('{z}', String(z))
        .replaceAll('{x}', String(x))
        .replaceAll('{y}', String(y));
      const limit = deadline(options.timeoutMs ?? TIMEOUT_MS, c.req.raw.signal);
      try {
        tile = await fetchOne(fetchTile, url, limit.signal);
      } finally {
        limit.end();
      }
      cache.set(cacheKey, tile);
    }
    c.header('Content-Type', tile.type);
    c.header('Cache-Control', 'public, max-age=86400');
    return c.body(tile.body.slice().buffer as ArrayBuffer);
  };
}

async function fetchOne(fetchTile: TileFetch, url: string, signal: AbortSignal): Promise<Tile> {
  let response: Response;
  try {
    response = await fetchTile(url, signal);
  } catch {
    // The error may quote the URL, key and all: none of it is passed on.
    throw new HttpError(502, 'the basemap server did not answer', {
      errorCode: 'basemap_server_unavailable',
    });
  }
  const type = (response.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  const refusal =
    response.status === 404
      ? new HttpError(404, 'no such tile', { errorCode: 'tile_not_found' })
      : !response.ok
        ? new HttpError(502, `the basemap server answered ${response.status}`, {
            errorCode: 'basemap_server_failed',
            params: { status: response.status },
          })
        : !TILE_TYPES.test(type)
          ? new HttpError(502, 'the basemap server did not send a tile', {
              errorCode: 'basemap_server_bad_answer',
            })
          : undefined;
  if (refusal) {
    // Nothing of a refused answer is read: its connection is let go at once.
    await response.body?.cancel().catch(() => undefined);
    throw refusal;
  }
  try {
    return { body: await readCappedBody(response, MAX_TILE_BYTES), type };
  } catch (error) {
    if (error instanceof BodyTooLargeError)
      throw new HttpError(502, 'the tile is too large', {
        errorCode: 'tile_too_large',
        params: { max_bytes: MAX_TILE_BYTES },
      });
    throw new HttpError(502, 'the basemap server did not answer', {
      errorCode: 'basemap_server_unavailable',
    });
  }
}
