/**
 * npm run osm:update
 * Downloads again every extract `npm run osm:import -- --region` brought in (recorded in the
 * manifest) when the mirror has a newer file, and re-imports them atomically; a no-op when all are
 * current. Exits non-zero on failure, the previous data still in place. See README "Keeping it fresh".
 */
import { osmDataDir } from '../server/offline/osm/format/osm-data-dir';
import { mirrorFromEnv } from '../server/offline/osm/import/mirror';
import { updateRegions } from '../server/offline/osm/import/region-import';
import { runOsmCommand } from './osm-command';

const dir = osmDataDir(process.env);
await runOsmCommand('osm:update', dir, async () => {
  const updated = await updateRegions(dir, process.stderr, mirrorFromEnv(process.env));
  if (!updated) console.error(`every extract in ${dir} is current; nothing to do`);
});
