import { Hono } from 'hono';
import type { AppEnv } from '../../http-env';
import { basemapStyle } from '../geo/tiles/basemap-style';
import { parseTileAddress } from '../geo/routes/tile-routes';
import { osmStyleParts } from './osm-style';
import { OSM_MAXZOOM, type OsmTileSource } from './osm-tiles';

/** GET /api/osm/tiles/{z}/{x}/{y}.pbf: the street-level map over the imported extracts (204 where it has nothing). */
export function osmTileRoutes(tiles: OsmTileSource) {
  return new Hono<AppEnv>().get('/api/osm/tiles/:z/:x/:file', (c) => {
    const { z, x, y } = parseTileAddress(
      c.req.param('z'),
      c.req.param('x'),
      c.req.param('file'),
      OSM_MAXZOOM,
    );
    c.header('Cache-Control', 'public, max-age=86400');
    const tile = tiles.tile(z, x, y);
    if (!tile) return c.body(null, 204);
    c.header('Content-Type', 'application/x-protobuf');
    return c.body(tile.buffer.slice(tile.byteOffset, tile.byteOffset + tile.byteLength) as ArrayBuffer);
  });
}

type Style = {
  layers: Array<{ id: string } & Record<string, unknown>>;
  sources: Record<string, unknown>;
} & Record<string, unknown>;

/** The basemap with the street-level layers above the land (before the boundaries and labels). */
export function withOsmLayers(style: Style, origin: string): Style {
  const osm = osmStyleParts(origin);
  const at = style.layers.findIndex((layer) => layer.id === 'china-land') + 1;
  return {
    ...style,
    sources: { ...style.sources, ...osm.sources },
    layers: [...style.layers.slice(0, at), ...osm.layers, ...style.layers.slice(at)],
  };
}

/**
 * GET /api/basemap/style.json with the street-level layers. Mounted before the offline basemap's own
 * route (the first matching route answers), in both provider modes.
 */
export function osmStyleRoutes() {
  return new Hono<AppEnv>().get('/api/basemap/style.json', (c) => {
    // Root-relative tile URLs, resolved by the client against the page; never from the Host header.
    const base = basemapStyle('') as unknown as Style;
    c.header('Cache-Control', 'no-cache');
    return c.json(withOsmLayers(base, ''));
  });
}
