import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { geoPackageVersions } from '../sources/package-data';

const GEO_DIR = fileURLToPath(new URL('..', import.meta.url));

/**
 * The folders whose files decide what the cache holds: the record types and section
 * list, the sources' readers, the builders, the prebuilt indexes, this cache code, what
 * geo shares with osm (../shared: place entries, name keys, packed text, geometry) and
 * the compact open-data files derived into the project (server/data/open). Editing,
 * adding or removing any file in them (tests aside) makes older caches stale.
 */
const KEYED_DIRS = ['data', 'sources', 'build', 'index', 'cache', '../shared', '../../data/open'];

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

/** A hash over the keyed folders' files: their paths and contents. */
export function builderHash(dirs: readonly string[] = KEYED_DIRS.map((dir) => join(GEO_DIR, dir))): string {
  const hash = createHash('sha256');
  for (const dir of dirs) {
    for (const file of filesUnder(dir)) {
      hash.update(`${relative(GEO_DIR, file)}\0`);
      hash.update(readFileSync(file));
    }
  }
  return hash.digest('hex').slice(0, 16);
}

/** What a cache must have been made from: the data packages' versions and these builder files. */
export function cacheKey(): Record<string, string> {
  return { ...geoPackageVersions(), builder: builderHash() };
}
