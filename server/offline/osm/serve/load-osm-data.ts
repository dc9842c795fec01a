import { closeSync, existsSync } from 'node:fs';
import { constants as bufferLimits } from 'node:buffer';
import { join } from 'node:path';
import Flatbush from 'flatbush';
import { ConfigError } from '../../../config';
import { BackgroundFile } from './background-file';
import { openDataFile, readDataFile } from './data-file';
import type { OsmTable } from './osm-table';
import {
  OSM_FORMAT_VERSION,
  type ArrayRef,
  type ExtractInfo,
  type OsmManifest,
  type OsmPlace,
  type OsmTableName,
} from '../format/data-format';
import { StringList } from './packed-strings';

export interface LoadedExtract {
  info: ExtractInfo;
  strings: StringList;
  tables: Record<OsmTableName, OsmTable>;
  /**
   * Named features for the place search, read from the places file on first use: only a stale
   * place-index cache needs them, so a start-up that finds the index cached never reads them.
   */
  readonly places: OsmPlace[];
}

export interface OsmData {
  dir: string;
  manifest: OsmManifest;
  /**
   * The extracts' tables. The data files are read in the background from `loadOsmData` on;
   * the first use before that read is done finishes it here, synchronously.
   */
  readonly extracts: LoadedExtract[];
  /** Settles when the background read is over (done, or failed: `extracts` then throws). */
  ready: Promise<void>;
}

/** A data directory that exists but cannot be used: start-up stops with this message. */
export class OsmDataError extends ConfigError {}

const VIEWS = { Int32Array, Uint32Array, Float64Array, Uint8Array } as const;

/** An import's manifest is a few KB an extract; one larger than this is no manifest. */
const MANIFEST_MAX_BYTES = 16 << 20;
/** The places file is parsed as one JSON string: longer than V8's longest string, it cannot be. */
const PLACES_MAX_BYTES = bufferLimits.MAX_STRING_LENGTH;

const again = (file: string, problem: string) =>
  new OsmDataError(`${file}: ${problem}; run npm run osm:import again`);

/**
 * The imported OpenStreetMap data, or undefined when none was imported into `dir`. Start-up
 * pays for the manifest and a size check only; the tables come from a background read.
 */
export function loadOsmData(dir: string): OsmData | undefined {
  const manifestFile = join(dir, 'manifest.json');
  if (!existsSync(manifestFile)) return undefined;
  let manifest: OsmManifest;
  let text: string;
  try {
    text = readDataFile(dir, manifestFile, MANIFEST_MAX_BYTES).toString('utf8');
  } catch (error) {
    throw again(manifestFile, (error as Error).message);
  }
  try {
    manifest = JSON.parse(text) as OsmManifest;
  } catch (error) {
    throw again(manifestFile, `not readable JSON (${(error as Error).message})`);
  }
  if (manifest.format !== OSM_FORMAT_VERSION) {
    throw again(
      manifestFile,
      `data format ${String(manifest.format)}, this server reads ${OSM_FORMAT_VERSION}`,
    );
  }
  const files = manifest.extracts.map((info) => openBin(dir, info));
  let extracts: LoadedExtract[] | undefined;
  return {
    dir,
    manifest,
    get extracts() {
      return (extracts ??= manifest.extracts.map((info, i) => loadExtract(dir, info, files[i]!)));
    },
    ready: Promise.all(files.map((file) => file.ready)).then(() => undefined),
  };
}

/**
 * Starts reading an extract's data file, once its size covers every array the manifest places in
 * it; only those bytes are read (what the format allows: nothing past the last array is ever used).
 */
function openBin(dir: string, info: ExtractInfo): BackgroundFile {
  const file = join(dir, info.binFile);
  const refs = [
    info.strings.ends,
    info.strings.text,
    ...Object.values(info.tables).flatMap((t) => [t.index, ...Object.values(t.arrays)]),
  ];
  const needed = Math.max(
    0,
    ...refs.map((ref) => ref.byteOffset + ref.length * VIEWS[ref.type].BYTES_PER_ELEMENT),
  );
  if (!(needed <= bufferLimits.MAX_LENGTH)) throw again(file, 'larger than this server can hold');
  let size: number;
  try {
    const opened = openDataFile(dir, file, Number.MAX_SAFE_INTEGER);
    closeSync(opened.fd);
    size = opened.size;
  } catch (error) {
    throw again(file, (error as Error).message);
  }
  if (needed > size) throw again(file, 'shorter than its manifest says');
  return new BackgroundFile(file, needed);
}

function loadExtract(dir: string, info: ExtractInfo, bin: BackgroundFile): LoadedExtract {
  let bytes: Buffer;
  try {
    bytes = bin.bytes();
  } catch (error) {
    throw new OsmDataError(`${(error as Error).message}; run npm run osm:import again`);
  }
  const buffer = bytes.buffer as ArrayBuffer;
  const view = (ref: ArrayRef | undefined) =>
    ref && new VIEWS[ref.type](buffer, bytes.byteOffset + ref.byteOffset, ref.length);
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
  ) as Record<OsmTableName, OsmTable>;
  let strings: StringList;
  try {
    strings = new StringList(view(info.strings.ends) as Uint32Array, view(info.strings.text) as Uint8Array);
  } catch (error) {
    throw again(bin.file, (error as Error).message);
  }
  let places: OsmPlace[] | undefined;
  return {
    info,
    strings,
    tables,
    get places() {
      return (places ??= readPlaces(dir, join(dir, info.placesFile)));
    },
  };
}

function readPlaces(dir: string, file: string): OsmPlace[] {
  try {
    return JSON.parse(readDataFile(dir, file, PLACES_MAX_BYTES).toString('utf8')) as OsmPlace[];
  } catch (error) {
    throw again(file, `not readable (${(error as Error).message})`);
  }
}
