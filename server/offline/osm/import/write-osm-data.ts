import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { basename, dirname, join } from 'node:path';
import {
  OSM_ATTRIBUTION,
  OSM_FORMAT_VERSION,
  type ArrayRef,
  type ExtractInfo,
  type ExtractSource,
  type OsmManifest,
  type TableRef,
} from '../format/data-format';
import type { ImportedExtract } from './import-extract';
import { writePlaces } from './osm-places';
import { removeStale } from './scratch';
import type { IndexBytes } from './spatial-index';
import { fileChunks, spilledChunks, type SpilledArray } from './spill-column';

/** The directory a new import is written into before it replaces the old one. */
export const stagingDir = (dir: string) => `${dir}.importing-${process.pid}`;

/**
 * Writes the imported extracts as one data directory, atomically: everything goes into a
 * staging directory first, which then takes the old one's place by rename. A failure before
 * that point leaves the previous data untouched.
 */
export function writeOsmData(
  dir: string,
  extracts: ImportedExtract[],
  sources: (ExtractSource | undefined)[] = [],
): OsmManifest {
  const staging = stagingDir(dir);
  mkdirSync(dirname(dir), { recursive: true });
  removeStale(dirname(dir), `${basename(dir)}.importing-`);
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true });
  try {
    const infos = extracts.map((extract, i) => {
      const info = writeExtract(staging, `extract-${i + 1}`, extract);
      const source = sources[i];
      return source ? { ...info, source } : info;
    });
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
  const binFile = `${stem}.bin`;
  const placesFile = `${stem}.places.json`;
  const fd = openSync(join(dir, binFile), 'w');
  let offset = 0;
  const write = (bytes: Uint8Array) => {
    writeSync(fd, bytes);
    offset += bytes.byteLength;
  };
  // Each array at the next multiple of 8 bytes, written as it comes (a spilled column a chunk at a time).
  const put = (array: SpilledArray | IndexBytes): ArrayRef => {
    const pad = (8 - (offset % 8)) % 8;
    if (pad) write(new Uint8Array(pad));
    const ref: ArrayRef = {
      type: 'type' in array ? array.type : 'Uint8Array',
      byteOffset: offset,
      length: array.length,
    };
    for (const chunk of 'type' in array ? spilledChunks(array) : array.chunks()) write(chunk);
    return ref;
  };
  const tables: Record<string, TableRef> = {};
  let strings: ExtractInfo['strings'];
  try {
    for (const [name, table] of Object.entries(extract.tables)) {
      const arrays = Object.fromEntries(
        Object.entries(table.arrays).map(([key, array]) => [key, put(array)]),
      );
      tables[name] = {
        kind: table.kind,
        count: table.count,
        props: [...table.props],
        arrays,
        index: put(table.index()),
      };
    }
    const { textFile, ends } = extract.strings;
    const text = { length: statSync(textFile).size, chunks: () => fileChunks(textFile) };
    strings = { ends: put(ends), text: put(text) };
  } finally {
    closeSync(fd);
  }
  writePlaces(join(dir, placesFile), extract.placesFile);
  return { ...extract.info, binFile, strings, placesFile, tables };
}
