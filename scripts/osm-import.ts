/**
 * npm run osm:import -- [--region <region>]… [<extract.osm.pbf>…]
 * Downloads each region's current extract (Geofabrik's layout, OSM_DOWNLOAD_BASE to change), then
 * imports them and the files given into the street-level data directory the server loads
 * (server/data/osm by default, OSM_DATA_DIR to change). See README "Street level with OpenStreetMap".
 */
import { osmDataDir } from '../server/offline/osm/format/osm-data-dir';
import { mirrorFromEnv } from '../server/offline/osm/import/mirror';
import { importRegions } from '../server/offline/osm/import/region-import';
import { runOsmCommand } from './osm-command';

const regions: string[] = [];
const files: string[] = [];
const args = process.argv.slice(2);
for (let i = 0; i < args.length; i++) {
  const arg = args[i]!;
  if (arg === '--region') regions.push(args[++i] ?? '');
  else if (arg.startsWith('--region=')) regions.push(arg.slice('--region='.length));
  else if (arg !== '--help') files.push(arg);
}
if ((files.length === 0 && regions.length === 0) || args.includes('--help') || regions.includes('')) {
  console.error(
    'usage: npm run osm:import -- [--region <region>]… [<extract.osm.pbf>…]\n' +
      '  <region>: a Geofabrik id (europe/monaco, asia/china/jiangsu) or a Chinese province-level\n' +
      '  region by name, short name, pinyin or adcode (江苏省, 江苏, jiangsu, 32)\n' +
      '  (data goes to OSM_DATA_DIR, default server/data/osm)',
  );
  process.exit(args.includes('--help') ? 0 : 2);
}
const dir = osmDataDir(process.env);
await runOsmCommand('osm:import', dir, () =>
  importRegions(regions, files, dir, process.stderr, mirrorFromEnv(process.env)),
);
