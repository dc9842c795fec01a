/** Bumped whenever the layout of the data directory changes; a loader refuses other versions. */
export const OSM_FORMAT_VERSION = 3;

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
  /** A Flatbush (lines, polygons) or KDBush (points) index over the features, in degrees. */
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
  /** The interned strings, packed in the data file (format 3; see packed-strings.ts). */
  strings: { ends: ArrayRef; text: ArrayRef };
  /** Named features for the place search, with their pinyin (format 2). */
  placesFile: string;
  tables: Record<string, TableRef>;
}

export interface OsmManifest {
  format: typeof OSM_FORMAT_VERSION;
  attribution: string;
  extracts: ExtractInfo[];
}

export const OSM_ATTRIBUTION = '© OpenStreetMap contributors (ODbL)';
