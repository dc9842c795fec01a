import type { Health } from '../../../../src/api/health-schema';
import type { Route } from '../../../endpoints';
import { loadOsmData, type OsmData } from './load-osm-data';
import { osmDataDir } from '../format/osm-data-dir';
import { osmPlaces } from './osm-place-source';
import { extractsBounds, osmTileRoutes, withOsmLayers } from './osm-routes';
import { OsmTileSource } from './osm-tiles';

export interface StreetLevelData {
  data?: OsmData;
  /** The extracts' names for the place search (geo's AddedPlaces). */
  places?: ReturnType<typeof osmPlaces>;
  health?: Health['osm'];
  /** Street-level map tiles; served whichever provider answers. */
  routes(): Route[];
  /** The basemap style with the street-level layers (the one style route adds them). */
  styleLayers?: (style: object) => object;
}

/** What /api/health says about the imported extracts. */
export function osmHealth(data: OsmData): NonNullable<Health['osm']> {
  return {
    attribution: data.manifest.attribution,
    extracts: data.manifest.extracts.map((info) => ({
      file: info.file,
      replication_timestamp: info.replicationTimestamp,
      bbox: info.bbox,
      counts: { ...info.counts },
      ...(info.source && { region: info.source.region, file_date: info.source.lastModified }),
    })),
  };
}

/** The imported OpenStreetMap data (if any) with its health and routes. Throws OsmDataError on unusable data. */
export function loadStreetLevel(config: { OSM_DATA_DIR?: string | undefined }): StreetLevelData {
  const data = loadOsmData(osmDataDir(config));
  if (!data) return { routes: () => [] };
  const tiles = new OsmTileSource(data);
  return {
    data,
    places: osmPlaces(data),
    health: osmHealth(data),
    routes: () => [osmTileRoutes(tiles)],
    styleLayers: (style) =>
      withOsmLayers(style, '', extractsBounds(data.manifest.extracts.map((extract) => extract.bbox))),
  };
}
