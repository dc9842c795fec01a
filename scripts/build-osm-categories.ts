/**
 * Derives server/data/open/osm-poi-categories.json (OSM tag → Chinese preset name) from
 * npm @openstreetmap/id-tagging-schema (ISC), dist/translations/zh-CN.json. Run after upgrading it:
 *   npx tsx scripts/build-osm-categories.ts
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { POI_KEYS } from '../server/offline/osm/import/poi-keys';

const require = createRequire(import.meta.url);
const input = require.resolve('@openstreetmap/id-tagging-schema/dist/translations/zh-CN.json');
const schemaVersion = (require('@openstreetmap/id-tagging-schema/package.json') as { version: string })
  .version;
const presets = (
  JSON.parse(readFileSync(input, 'utf8')) as {
    'zh-CN': { presets: { presets: Record<string, { name?: string }> } };
  }
)['zh-CN'].presets.presets;

const names: Record<string, string> = {};
for (const [id, preset] of Object.entries(presets)) {
  const parts = id.split('/');
  if (!preset.name || !(POI_KEYS as readonly string[]).includes(parts[0]!) || parts.length > 2) continue;
  names[parts.length === 1 ? parts[0]! : `${parts[0]}=${parts[1]}`] = preset.name;
}
const out = new URL('../server/data/open/osm-poi-categories.json', import.meta.url);
const body = { source: `@openstreetmap/id-tagging-schema@${schemaVersion} zh-CN (ISC)`, names };
writeFileSync(out, `${JSON.stringify(body, null, 0)}\n`);
console.log(`wrote ${Object.keys(names).length} categories to ${out.pathname}`);
