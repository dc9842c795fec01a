import type { LegacyTile } from 'geojson-vt';
import type { Point } from 'lineclip';
import { LRUCache } from 'lru-cache';
import { fromGeojsonVt } from 'vt-pbf';
import type { LoadedExtract, OsmData } from './load-osm-data';
import { featureParts, type OsmTable } from './osm-table';
import { LAND_KIND, ROAD_CLASSES } from '../format/feature-codes';
import { tilePart, tileX, tileY } from './tile-geometry';
import { keepsLocalNames, simplifiedName } from './answer-names';

/** The street-level map exists from z12; above z16 the map overzooms the z16 tiles. */
export const OSM_MINZOOM = 12;
export const OSM_MAXZOOM = 16;
const EXTENT = 4096;
const BUFFER = 64;
const CLIP: [number, number, number, number] = [-BUFFER, -BUFFER, EXTENT + BUFFER, EXTENT + BUFFER];

type TileFeature = LegacyTile['features'][number];

/** What goes in each tile layer, from which table, from which zoom. */
interface LayerRule {
  layer: string;
  table: keyof LoadedExtract['tables'];
  minzoom: number;
  /** Whether feature f belongs in a tile at zoom z, and its properties. */
  tags(
    extract: LoadedExtract,
    f: number,
    z: number,
    label: Label,
  ): Record<string, string | number> | undefined;
}

/** A name string's label: Simplified, or as mapped (OsmTileSource.labeller). */
type Label = (name: number) => string;

const named = (table: OsmTable, f: number, label: Label): Record<string, string> => {
  const name = table.props.name?.[f] ?? -1;
  return name >= 0 ? { name: label(name) } : {};
};

/** Roads appear by importance: main roads from z12, minor streets from z13, the rest from z14. */
const ROAD_MINZOOM = [12, 12, 12, 12, 12, 13, 14, 14];

const RULES: LayerRule[] = [
  // A country's land by the extract's own coast, over the basemap's coarser sea (Monaco-Ville, Fontvieille).
  {
    layer: 'land',
    table: 'areas',
    minzoom: 12,
    tags: (e, f) => (e.tables.areas.props.kind![f] === LAND_KIND ? {} : undefined),
  },
  { layer: 'water', table: 'water', minzoom: 12, tags: (e, f, _z, label) => named(e.tables.water, f, label) },
  { layer: 'green', table: 'green', minzoom: 12, tags: () => ({}) },
  {
    layer: 'waterway',
    table: 'waterways',
    minzoom: 12,
    tags: (e, f, _z, label) => named(e.tables.waterways, f, label),
  },
  { layer: 'building', table: 'buildings', minzoom: 14, tags: () => ({}) },
  {
    layer: 'road',
    table: 'roads',
    minzoom: 12,
    tags: (e, f, z, label) => {
      const code = e.tables.roads.props.class![f]!;
      if (z < ROAD_MINZOOM[code]!) return undefined;
      return { class: ROAD_CLASSES[code]!, ...named(e.tables.roads, f, label) };
    },
  },
  {
    layer: 'poi',
    table: 'pois',
    minzoom: 15,
    tags: (e, f, _z, label) => {
      const category = e.strings.get(e.tables.pois.props.category![f]!);
      // A landmark's label is placed before a shop's where they would collide (the style's symbol-sort-key).
      const landmark: Record<string, number> = e.tables.pois.props.landmark![f] === 1 ? { landmark: 1 } : {};
      return { ...named(e.tables.pois, f, label), group: category.split(':')[0]!, ...landmark };
    },
  },
];

/** The tile's box in lng/lat, with the buffer. */
function tileBox(z: number, x: number, y: number): [number, number, number, number] {
  const n = 2 ** z;
  const pad = BUFFER / EXTENT;
  const lng = (tx: number) => (tx / n) * 360 - 180;
  const lat = (ty: number) => (Math.atan(Math.sinh(Math.PI * (1 - (2 * ty) / n))) * 180) / Math.PI;
  return [lng(x - pad), lat(y + 1 + pad), lng(x + 1 + pad), lat(y - pad)];
}

/**
 * Vector tiles of the imported extracts, cut on demand: each table's Flatbush index finds the
 * features in the tile, lineclip clips them, vt-pbf encodes them; encoded tiles sit in an LRU cache.
 */
export class OsmTileSource {
  private readonly cache = new LRUCache<string, Uint8Array | 'empty'>({ max: 2048 });
  /** Per extract, each name string in Simplified Chinese, converted once. */
  private readonly simplified = new Map<LoadedExtract, Map<number, string>>();

  /** `provinceAt`: the answer's province at a GCJ-02 point; labels are as mapped where the answer keeps local names. */
  constructor(
    private readonly data: OsmData,
    private readonly provinceAt: (lng: number, lat: number) => string = () => '',
  ) {}

  /** The extract with its labels as the answer says its names: as mapped (Taipei), else Simplified (摩纳哥亲王宫). */
  private labeller(extract: LoadedExtract, box: readonly number[]): Label {
    const asMapped = keepsLocalNames(this.provinceAt((box[0]! + box[2]!) / 2, (box[1]! + box[3]!) / 2));
    let names = this.simplified.get(extract);
    if (!names) this.simplified.set(extract, (names = new Map()));
    return (i: number) => {
      if (asMapped) return extract.strings.get(i);
      let name = names.get(i);
      if (name === undefined) names.set(i, (name = simplifiedName(extract.strings.get(i))));
      return name;
    };
  }

  tile(z: number, x: number, y: number): Uint8Array | null {
    if (z < OSM_MINZOOM) return null;
    const key = `${z}/${x}/${y}`;
    let tile = this.cache.get(key);
    if (tile === undefined) {
      tile = this.cut(z, x, y) ?? 'empty';
      this.cache.set(key, tile);
    }
    return tile === 'empty' ? null : tile;
  }

  private cut(z: number, x: number, y: number): Uint8Array | null {
    const box = tileBox(z, x, y);
    const layers: Record<string, LegacyTile> = {};
    for (const [i, { bbox }] of this.data.manifest.extracts.entries()) {
      const [w, s, e, n] = bbox;
      if (box[0] > e || box[2] < w || box[1] > n || box[3] < s) continue;
      const extract = this.data.extracts[i]!;
      const label = this.labeller(extract, box);
      for (const rule of RULES) {
        if (z < rule.minzoom) continue;
        const table = extract.tables[rule.table];
        const features = (layers[rule.layer] ??= { features: [] }).features;
        for (const f of table.index.search(...box)) {
          const tags = rule.tags(extract, f, z, label);
          if (!tags) continue;
          const feature = project(table, f, z, x, y, tags);
          if (feature) features.push(feature);
        }
      }
    }
    for (const name of Object.keys(layers)) if (layers[name]!.features.length === 0) delete layers[name];
    if (Object.keys(layers).length === 0) return null;
    return fromGeojsonVt(layers, { version: 2, extent: EXTENT });
  }
}

/** Feature f in tile coordinates, clipped to the tile and its buffer; undefined when nothing is left. */
function project(
  table: OsmTable,
  f: number,
  z: number,
  x: number,
  y: number,
  tags: Record<string, string | number>,
): TileFeature | undefined {
  const frame = { n: 2 ** z * EXTENT, originX: x * EXTENT, originY: y * EXTENT };
  const coords = table.coords;
  if (table.kind === 'point') {
    const px = Math.round(tileX(coords[f * 2]!, frame.n) - frame.originX);
    const py = Math.round(tileY(coords[f * 2 + 1]!, frame.n) - frame.originY);
    if (px < 0 || py < 0 || px >= EXTENT || py >= EXTENT) return undefined;
    return { type: 1, geometry: [[px, py]], tags };
  }
  const parts: Point[][] = [];
  // Douglas–Peucker in tile units: a quarter pixel at z16, a pixel below (512 px tiles).
  const tolerance = z >= OSM_MAXZOOM ? 2 : 8;
  for (const part of featureParts(table, f))
    parts.push(...tilePart(coords, part, frame, tolerance, table.kind, CLIP));
  if (parts.length === 0) return undefined;
  return { type: table.kind === 'line' ? 2 : 3, geometry: parts, tags };
}
