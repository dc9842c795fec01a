import { createHash } from 'node:crypto';
import type { Health } from '../../../../contract/health-schema';
import { loadOsmData, type OsmData } from './load-osm-data';
import { osmDataDir } from '../format/osm-data-dir';
import { osmPlaces } from './osm-place-source';
import { extractsBounds, withOsmLayers } from './street-style';
import { OsmTileSource } from './osm-tiles';
import { extractAt } from './street-lookup';

export interface StreetLevelData {
  data?: OsmData;
  /** The extracts' names for the place search (geo's AddedPlaces). */
  places?: ReturnType<typeof osmPlaces>;
  health?: Health['osm'];
  /** Street-level map tiles (osmTileRoutes); served whichever provider answers. */
  tiles?: OsmTileSource;
  /** The basemap style with the street-level layers (the one style route adds them). */
  styleLayers?: (style: object) => object;
  /** Whether an extract's box holds a GCJ-02 point. */
  covers?: (lng: number, lat: number) => boolean;
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

/** The answer's province at a GCJ-02 point ("" abroad): where the map's labels keep local names (answer-names.ts). */
export type ProvinceAt = (lng: number, lat: number) => string;

/** The imported OpenStreetMap data (if any) with its health and routes. Throws OsmDataError on unusable data. */
export function loadStreetLevel(
  config: { OSM_DATA_DIR?: string | undefined },
  provinceAt?: ProvinceAt,
): StreetLevelData {
  const data = loadOsmData(osmDataDir(config));
  if (!data) return {};
  const bounds = extractsBounds(data.manifest.extracts.map((extract) => extract.bbox));
  // Each import's manifest differs (importedAt): the tiles of another import get other URLs.
  const version = createHash('sha256').update(JSON.stringify(data.manifest)).digest('hex').slice(0, 12);
  return {
    data,
    places: osmPlaces(data),
    health: osmHealth(data),
    tiles: new OsmTileSource(data, provinceAt),
    styleLayers: (style) => withOsmLayers(style, '', bounds, version),
    covers: (lng, lat) => extractAt(data, lng, lat) !== undefined,
  };
}

/**
 * The data of `config`'s directory read whole, for a swap while the server runs: nothing may be
 * served from it before every file is in memory. Throws OsmDataError on unusable data.
 */
export async function readStreetLevel(
  config: { OSM_DATA_DIR?: string | undefined },
  provinceAt?: ProvinceAt,
) {
  const level = loadStreetLevel(config, provinceAt);
  await level.data?.ready;
  // Throws what the background read met (a short or unreadable file), or bad strings.
  void level.data?.extracts;
  return level;
}
