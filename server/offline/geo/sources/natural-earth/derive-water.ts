import { type OpenDataTable, writeOpenData } from '../common/open-data-file';
import {
  DETAIL_BOX,
  type WaterExtent,
  type WaterLayer,
  WATER_COLUMNS,
  WATER_FILE,
  type WaterRow,
} from './natural-earth-file';
import { readNaturalEarth } from './read-natural-earth';
import { asMulti, type Reshape, reshape } from './water-geometry';

const LAYERS: Array<[WaterLayer, string]> = [
  ['ocean', 'ne_10m_ocean'],
  ['lake', 'ne_10m_lakes'],
  ['river', 'ne_10m_rivers_lake_centerlines'],
];

/** The detail extent: ~50 m tolerance, 1 m precision (good to about z12). */
const DETAIL: Reshape = { box: DETAIL_BOX, tolerance: 0.0005, digits: 5 };
/** The world extent: ~2 km tolerance (under half a pixel at z5), no ring under ~10 km, only what Natural Earth shows by z5. */
const WORLD: Reshape = { tolerance: 0.02, digits: 3, minRing: 0.1 };
const WORLD_MAX_MIN_ZOOM = 5;

interface WaterProperties {
  scalerank?: number;
  min_zoom?: number;
}

export function deriveWater(): string {
  const rows: WaterRow[] = [];
  const counts: string[] = [];
  for (const [layer, name] of LAYERS) {
    const before = rows.length;
    for (const feature of readNaturalEarth<WaterProperties>(name).features) {
      if (!feature.geometry) continue;
      const geometry = asMulti(feature.geometry);
      const scalerank = feature.properties.scalerank ?? 0;
      const minZoom = feature.properties.min_zoom ?? 0;
      const extents: Array<[WaterExtent, Reshape]> = [['detail', DETAIL]];
      // No coarse ocean: at that scale the basemap's 1:50m land already draws the coast (and costs far fewer points).
      if (minZoom <= WORLD_MAX_MIN_ZOOM && layer !== 'ocean') extents.push(['world', WORLD]);
      for (const [extent, how] of extents) {
        const shaped = reshape(geometry, how);
        if (shaped) rows.push([layer, extent, scalerank, minZoom, shaped]);
      }
    }
    counts.push(`${rows.length - before} ${layer}`);
  }
  const table: OpenDataTable<WaterRow> = {
    format: 1,
    header: {
      input: `../shared/data/natural-earth/{${LAYERS.map(([, name]) => name).join(',')}}.7z (Natural Earth 10 m)`,
      licence: 'public domain (Natural Earth); CC0 in the GeoJSON repackaging',
      attribution: 'Made with Natural Earth. Free vector and raster map data @ naturalearthdata.com.',
      datum: 'GCJ-02 inside China, WGS-84 elsewhere',
    },
    columns: [...WATER_COLUMNS],
    rows,
  };
  const bytes = writeOpenData(WATER_FILE, table);
  return `${WATER_FILE}: ${counts.join(', ')} rows (world + detail), ${bytes} bytes`;
}
