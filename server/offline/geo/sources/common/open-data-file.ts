import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync, gzipSync } from 'node:zlib';

/** Committed, derived open-data files (made by `npm run data:derive`, read by the loaders). */
export const OPEN_DATA_DIR = fileURLToPath(new URL('../../../../data/open/', import.meta.url));

/** Where a derived file came from; kept inside the file so a reader can tell what it holds. */
interface OpenDataHeader {
  /** The input: an npm package with its version, or a file under ../shared/data. */
  input: string;
  licence: string;
  attribution: string;
  datum: 'GCJ-02 inside China, WGS-84 elsewhere' | 'none';
}

/** A table stored by columns' names once and rows as arrays (much smaller than objects per row). */
export interface OpenDataTable<Row extends unknown[]> {
  format: 1;
  header: OpenDataHeader;
  columns: string[];
  rows: Row[];
}

export function openDataPath(file: string, dir = OPEN_DATA_DIR): string {
  return join(dir, file);
}

/** Writes gzip-compressed JSON; gzip's header carries no time, so the same input gives the same bytes. */
export function writeOpenData<Row extends unknown[]>(
  file: string,
  table: OpenDataTable<Row>,
  dir = OPEN_DATA_DIR,
) {
  mkdirSync(dir, { recursive: true });
  const bytes = gzipSync(JSON.stringify(table), { level: 9 });
  writeFileSync(openDataPath(file, dir), bytes);
  return bytes.byteLength;
}

/** Reads a derived table and checks it has the columns the loader expects, naming the file if not. */
export function readOpenData<Row extends unknown[]>(
  file: string,
  columns: readonly string[],
  dir = OPEN_DATA_DIR,
): OpenDataTable<Row> {
  const path = openDataPath(file, dir);
  let table: OpenDataTable<Row>;
  try {
    table = JSON.parse(gunzipSync(readFileSync(path)).toString('utf8')) as OpenDataTable<Row>;
  } catch (error) {
    throw new Error(`cannot read the derived data file ${path} (run npm run data:derive): ${String(error)}`, {
      cause: error,
    });
  }
  if (table.format !== 1 || !Array.isArray(table.rows) || table.columns?.join() !== columns.join()) {
    throw new Error(
      `the derived data file ${path} has columns [${table.columns?.join(', ')}], expected [${columns.join(', ')}]: run npm run data:derive`,
    );
  }
  return table;
}
