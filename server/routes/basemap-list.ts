import { basemapListApi } from '../../contract/basemap-list-schema';
import { basemapArchiveApi, basemapTileApi, configuredStyleApi } from '../../contract/api';
import type { Basemap } from '../basemaps/basemaps-file';
import { configuredStyle, listedBasemap } from '../basemaps/configured-style';
import type { Route } from '../http/endpoints';
import { HttpError } from '../http/http-error';
import { route } from '../http/route';
import { archiveWatch, serveArchive } from './basemap-archive';
import { basemapProxy, type TileFetch } from './basemap-proxy';

export interface BasemapRouteOptions {
  /** Proxied tiles kept in memory at most, in bytes (least recently used go first). */
  cacheBytes?: number;
  /** How a proxied tile is fetched (tests count the calls). */
  fetchTile?: TileFetch;
  /** Where a local archive gone missing (and back) is logged. */
  log?: (line: string) => void;
}

/**
 * The basemaps of BASEMAPS_FILE: their list (one request, cached by the page), the style this
 * server makes for a `tiles` or `pmtiles` entry, a local .pmtiles archive with range requests,
 * and the tiles of a proxied entry.
 */
export function basemapRoutes(basemaps: readonly Basemap[], options: BasemapRouteOptions = {}): Route[] {
  const byId = new Map(basemaps.map((basemap) => [basemap.id, basemap]));
  const find = (id: string, has: (basemap: Basemap) => unknown) => {
    const basemap = byId.get(id);
    if (!basemap || !has(basemap))
      throw new HttpError(404, 'no such basemap', { errorCode: 'basemap_not_found' });
    return basemap;
  };
  const list = { basemaps: basemaps.map(listedBasemap) };
  const proxy = basemapProxy(options);
  const watch = options.log && archiveWatch(options.log);
  return [
    route(basemapListApi, (c) => {
      c.header('Cache-Control', 'no-cache');
      return list;
    }),
    route(configuredStyleApi, (c) => {
      c.header('Cache-Control', 'no-cache');
      return c.json(configuredStyle(find(c.req.param('id'), (b) => b.tiles || b.pmtiles)));
    }),
    route(basemapArchiveApi, (c) =>
      serveArchive(c, find(c.req.param('id'), (b) => b.archivePath).archivePath!, watch),
    ),
    route(basemapTileApi, (c) => {
      const basemap = find(c.req.param('id'), (b) => b.proxy);
      return proxy(c, basemap, {
        z: c.req.param('z'),
        x: c.req.param('x'),
        y: c.req.param('y'),
        source: c.req.query('s') ?? '0',
      });
    }),
  ];
}
