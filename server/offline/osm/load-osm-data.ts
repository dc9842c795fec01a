import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import Flatbush from 'flatbush';
import { ConfigError } from '../../config';
import type { OsmTable } from './osm-table';
import { OSM_FORMAT_VERSION, type ArrayRef, type ExtractInfo, type OsmManifest } from './data-format';
import type { Tables } from './extract-collector';
import type { OsmPlace } from './osm-places';
import { StringList } from './packed-strings';

type TableName = keyof Tables;

export interface LoadedExtract {
  info: ExtractInfo;
  strings: StringList;
  tables: Record<TableName, OsmTable>;
  /**
   * Named features for the place search, read from the places file on first use: only a stale
   * place-index cache needs them, so a start-up that finds the index cached never reads them.
   */
  readonly places: OsmPlace[];
}

export interface OsmData {
  dir: string;
  manifest: OsmManifest;
  extracts: LoadedExtract[];
}

/** A data directory that exists but cannot be used: start-up stops with this message. */
export class OsmDataError extends ConfigError {}

const VIEWS = { Int32Array, Uint32Array, Float64Array, Uint8Array } as const;

/** The imported OpenStreetMap data, or undefined when none was imported into `dir`. */
export function loadOsmData(dir: string): OsmData | undefined {
  const manifestFile = join(dir, 'manifest.json');
  if (!existsSync(manifestFile)) return undefined;
  let manifest: OsmManifest;
  try {
    manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as OsmManifest;
  } catch (error) {
    throw new OsmDataError(
      `${manifestFile}: not readable JSON (${(error as Error).message}); run npm run osm:import again`,
    );
  }
  if (manifest.format !== OSM_FORMAT_VERSION) {
    throw new OsmDataError(
      `${manifestFile}: data format ${String(manifest.format)}, this server reads ${OSM_FORMAT_VERSION}; run npm run osm:import again`,
    );
  }
  return { dir, manifest, extracts: manifest.extracts.map((info) => loadExtract(dir, info)) };
}

function loadExtract(dir: string, info: ExtractInfo): LoadedExtract {
  const file = join(dir, info.binFile);
  let bytes: Buffer = readFileSync(file);
  if (bytes.byteOffset % 8 !== 0) bytes = Buffer.from(bytes);
  const buffer = bytes.buffer as ArrayBuffer;
  const view = (ref: ArrayRef | undefined) => {
    if (!ref) return undefined;
    if (ref.byteOffset + ref.length * VIEWS[ref.type].BYTES_PER_ELEMENT > bytes.byteLength) {
      throw new OsmDataError(`${file}: shorter than its manifest says; run npm run osm:import again`);
    }
    return new VIEWS[ref.type](buffer, bytes.byteOffset + ref.byteOffset, ref.length);
  };
  const tables = Object.fromEntries(
    Object.entries(info.tables).map(([name, ref]) => [
      name,
      {
        kind: ref.kind,
        count: ref.count,
        coords: view(ref.arrays.coords) as Int32Array,
        partEnds: (view(ref.arrays.partEnds) ?? new Uint32Array(0)) as Uint32Array,
        featureEnds: (view(ref.arrays.featureEnds) ?? new Uint32Array(0)) as Uint32Array,
        props: Object.fromEntries(
          ref.props.map((prop) => [prop, view(ref.arrays[`prop:${prop}`]) as Int32Array]),
        ),
        index: Flatbush.from(buffer, bytes.byteOffset + ref.index.byteOffset),
      } satisfies OsmTable,
    ]),
  ) as Record<TableName, OsmTable>;
  let strings: StringList;
  try {
    strings = new StringList(view(info.strings.ends) as Uint32Array, view(info.strings.text) as Uint8Array);
  } catch (error) {
    throw new OsmDataError(`${file}: ${(error as Error).message}; run npm run osm:import again`);
  }
  let places: OsmPlace[] | undefined;
  return {
    info,
    strings,
    tables,
    get places() {
      return (places ??= readPlaces(join(dir, info.placesFile)));
    },
  };
}

function readPlaces(file: string): OsmPlace[] {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as OsmPlace[];
  } catch (error) {
    throw new OsmDataError(
      `${file}: not readable (${(error as Error).message}); run npm run osm:import again`,
    );
  }
}
