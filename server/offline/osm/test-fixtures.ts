import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadOsmData, type OsmData } from './serve/load-osm-data';
import { runImport } from './import/run-import';

/** Test extracts: Monaco (real, ODbL, see fixtures/ATTRIBUTION.md) and hand-made edge cases. */
export const fixture = (name: string) => fileURLToPath(new URL(`./fixtures/${name}`, import.meta.url));
export const MONACO = fixture('monaco-latest.osm.pbf');
export const EDGE_CASES = fixture('edge-cases.osm.pbf');

/** Progress and summary lines an import printed. */
export function collector() {
  const lines: string[] = [];
  return { lines, out: { write: (text: string) => lines.push(text), isTTY: false } };
}

/** Imports the files into a fresh temporary directory and loads the result. */
export async function importToTemp(...files: string[]): Promise<OsmData & { log: string[] }> {
  const dir = join(mkdtempSync(join(tmpdir(), 'osm-')), 'osm');
  const { lines, out } = collector();
  await runImport(files, dir, out);
  return { ...loadOsmData(dir)!, log: lines };
}
