/**
 * npm run osm:import -- <extract.osm.pbf> [more extracts…]
 * Imports OpenStreetMap extracts into the street-level data directory the server loads
 * (server/data/osm by default, OSM_DATA_DIR to change). See README "Street level with OpenStreetMap".
 */
import { rmSync } from 'node:fs';
import { osmDataDir } from '../server/offline/osm/format/osm-data-dir';
import { runImport } from '../server/offline/osm/import/run-import';
import { stagingDir } from '../server/offline/osm/import/write-osm-data';

const files = process.argv.slice(2);
if (files.length === 0 || files.includes('--help')) {
  console.error(
    'usage: npm run osm:import -- <extract.osm.pbf> [more extracts…]  (data goes to OSM_DATA_DIR, default server/data/osm)',
  );
  process.exit(files.length === 0 ? 2 : 0);
}
const dir = osmDataDir(process.env);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    rmSync(stagingDir(dir), { recursive: true, force: true });
    console.error(`\nimport interrupted; the previous data in ${dir} is unchanged`);
    process.exit(130);
  });
}
try {
  await runImport(files, dir, process.stderr);
} catch (error) {
  console.error(`\nosm:import failed: ${(error as Error).message}`);
  console.error(`the previous data in ${dir} is unchanged`);
  process.exit(1);
}
