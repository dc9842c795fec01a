import type { PlaceEntry } from '../../shared/place-entry';

/**
 * Bumped whenever the layout of the data directory changes (written down in
 * docs/osm-data-format.md); a loader refuses other versions.
 */
export const OSM_FORMAT_VERSION = 4;

export type GeometryKind = 'point' | 'line' | 'polygon';

export type ArrayType = 'Int32Array' | 'Uint32Array' | 'Float64Array' | 'Uint8Array';

/** Where one typed array sits in the extract's .bin file. */
export interface ArrayRef {
  type: ArrayType;
  byteOffset: number;
  length: number;
}

/** A table of features: coordinates as 1e-7 degree integers (GCJ-02 inside China, else WGS-84). */
export interface TableRef {
  kind: GeometryKind;
  count: number;
  /** coords: [lng, lat] pairs; partEnds: pair index after each ring/line; featureEnds: part index after each feature. */
  arrays: Record<string, ArrayRef>;
  /** Column names of per-feature integers (string-table indexes or codes). */
  props: string[];
  /** A Flatbush index over the features' boxes (a point's box is the point), in degrees. */
  index: ArrayRef;
}

export interface ExtractCounts {
  nodes: number;
  ways: number;
  relations: number;
  streets: number;
  roads: number;
  houseNumbers: number;
  pois: number;
  crossroads: number;
  buildings: number;
  areas: number;
}

export interface ExtractInfo {
  /** The file name the user imported (no directory). */
  file: string;
  bytes: number;
  /** osmosis_replication_timestamp from the PBF header, ISO 8601, or '' when absent. */
  replicationTimestamp: string;
  writingProgram: string;
  /** [west, south, east, north] in the contract's datum: the header's bbox, else the data's. */
  bbox: [number, number, number, number];
  counts: ExtractCounts;
  importedAt: string;
  importSeconds: number;
  /** The data file of this extract inside the directory. */
  binFile: string;
  /** The interned strings, packed in the data file (format 3; see serve/packed-strings.ts). */
  strings: { ends: ArrayRef; text: ArrayRef };
  /** Named features for the place search, with their pinyin (format 2). */
  placesFile: string;
  tables: Record<string, TableRef>;
  /** Where the file came from, when `npm run osm:import -- --region` downloaded it (`osm:update` reads it). */
  source?: ExtractSource;
}

/** A downloaded extract's origin: what `npm run osm:update` compares with the mirror. */
export interface ExtractSource {
  /** The Geofabrik id (`asia/china/jiangsu`). */
  region: string;
  url: string;
  md5: string;
  /** The mirror's Last-Modified for the file, ISO 8601, or '' when it sent none. */
  lastModified: string;
}

/** The feature tables of one extract, in the order they are drawn and written, with their integer columns. */
export const OSM_TABLES = {
  roads: { kind: 'line', props: ['class', 'name'] },
  waterways: { kind: 'line', props: ['name'] },
  water: { kind: 'polygon', props: ['name'] },
  green: { kind: 'polygon', props: ['name'] },
  buildings: { kind: 'polygon', props: ['number'] },
  areas: { kind: 'polygon', props: ['kind', 'name', 'id'] },
  places: { kind: 'point', props: ['kind', 'name', 'id'] },
  pois: { kind: 'point', props: ['name', 'category', 'landmark', 'id', 'street', 'number', 'names'] },
  addresses: { kind: 'point', props: ['number', 'street', 'id'] },
  crossroads: { kind: 'point', props: ['first', 'second'] },
} as const satisfies Record<string, { kind: GeometryKind; props: readonly string[] }>;

export type OsmTableName = keyof typeof OSM_TABLES;

/** A named feature for the place search as the import writes it (GCJ-02 inside China); region fields come at load. */
export type OsmPlace = Omit<PlaceEntry, 'adcode' | 'province' | 'city' | 'district' | 'syllables'> & {
  /** The normalised name's pinyin syllables, computed at import so start-up does not. */
  syllables: string[];
};

export interface OsmManifest {
  format: typeof OSM_FORMAT_VERSION;
  attribution: string;
  extracts: ExtractInfo[];
}

export const OSM_ATTRIBUTION = '© OpenStreetMap contributors (ODbL)';
