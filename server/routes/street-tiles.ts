import { osmTilesApi } from '../../contract/api';
import { vectorTileRoute } from './vector-tile-route';
import { OSM_MAXZOOM, type OsmTileSource } from '../offline/osm/serve/osm-tiles';

/**
 * GET /api/osm/tiles/{z}/{x}/{y}.pbf: the street-level map over the imported extracts `tiles()`
 * gives (204 where they have nothing, or when nothing is imported).
 */
export function osmTileRoutes(tiles: () => OsmTileSource | undefined) {
  return vectorTileRoute(osmTilesApi, OSM_MAXZOOM, (z, x, y) => tiles()?.tile(z, x, y));
}
