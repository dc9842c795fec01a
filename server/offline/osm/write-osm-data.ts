import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  renameSync,
  rmSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import {
  OSM_ATTRIBUTION,
  OSM_FORMAT_VERSION,
  type ArrayRef,
  type ArrayType,
  type ExtractInfo,
  type OsmManifest,
  type TableRef,
} from './data-format';
import type { ImportedExtract } from './import-extract';

/** The directory a new import is written into before it replaces the old one. */
export const stagingDir = (dir: string) => `${dir}.importing-${process.pid}`;

/**
 * Writes the imported extracts as one data directory, atomically: everything goes into a
 * staging directory first, which then takes the old one's place by rename. A failure before
 * that point leaves the previous data untouched.
 */
export function writeOsmData(dir: string, extracts: ImportedExtract[]): OsmManifest {
  const staging = stagingDir(dir);
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true });
  try {
    const infos = extracts.map((extract, i) => writeExtract(staging, `extract-${i + 1}`, extract));
    const manifest: OsmManifest = {
      format: OSM_FORMAT_VERSION,
      attribution: OSM_ATTRIBUTION,
      extracts: infos,
    };
    writeFileSync(join(staging, 'manifest.json'), `${JSON.stringify(manifest, null, 1)}\n`);
    mkdirSync(dirname(dir), { recursive: true });
    const previous = `${dir}.previous-${process.pid}`;
    if (existsSync(dir)) renameSync(dir, previous);
    renameSync(staging, dir);
    rmSync(previous, { recursive: true, force: true });
    return manifest;
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    throw error;
  }
}

function writeExtract(dir: string, stem: string, extract: ImportedExtract): ExtractInfo {
  const chunks: Uint8Array[] = [];
  let offset = 0;
  const put = (array: Int32Array | Uint32Array | Uint8Array | Float64Array): ArrayRef => {
    const pad = (8 - (offset % 8)) % 8;
    if (pad) chunks.push(new Uint8Array(pad));
    offset += pad;
    const ref: ArrayRef = {
      type: array.constructor.name as ArrayType,
      byteOffset: offset,
      length: array.length,
    };
    chunks.push(new Uint8Array(array.buffer, array.byteOffset, array.byteLength));
    offset += array.byteLength;
    return ref;
  };
  const tables: Record<string, TableRef> = {};
  for (const [name, table] of Object.entries(extract.tables)) {
    const arrays = Object.fromEntries(Object.entries(table.arrays).map(([key, array]) => [key, put(array)]));
    tables[name] = {
      kind: table.kind,
      count: table.count,
      props: [...table.props],
      arrays,
      index: put(table.index),
    };
  }
  const binFile = `${stem}.bin`;
  const stringsFile = `${stem}.strings.json`;
  const placesFile = `${stem}.places.json`;
  const fd = openSync(join(dir, binFile), 'w');
  try {
    for (const chunk of chunks) writeSync(fd, chunk);
  } finally {
    closeSync(fd);
  }
  writeFileSync(join(dir, stringsFile), JSON.stringify(extract.strings));
  writeFileSync(join(dir, placesFile), JSON.stringify(extract.places));
  return { ...extract.info, binFile, stringsFile, placesFile, tables };
}
