import { fileURLToPath } from 'node:url';

/** Where imported OpenStreetMap data lives: OSM_DATA_DIR, else server/data/osm (gitignored). */
export function osmDataDir(env: { OSM_DATA_DIR?: string | undefined }): string {
  return env.OSM_DATA_DIR || fileURLToPath(new URL('../../../data/osm', import.meta.url));
}
