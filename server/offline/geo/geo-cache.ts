import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildGeoData, type GeoData } from './build-geo-data';
import { CACHE_FORMAT, deserializeGeoData, serializeGeoData } from './cache-file';
import { geoPackageVersions } from './package-data';

/** The files whose code decides what the cache holds: editing any of them makes older caches stale. */
const BUILDER_FILES = [
  'build-geo-data.ts',
  'load-regions.ts',
  'load-world.ts',
  'load-places.ts',
  'antimeridian.ts',
  'leaf-boundaries.ts',
  'geometry-set.ts',
  'polygon-index.ts',
  'cache-file.ts',
  'geo-cache.ts',
];

function builderHash(): string {
  const hash = createHash('sha256');
  for (const file of BUILDER_FILES) {
    try {
      hash.update(readFileSync(fileURLToPath(new URL(`./${file}`, import.meta.url))));
    } catch {
      hash.update(`missing ${file}`);
    }
  }
  return hash.digest('hex').slice(0, 16);
}

/** What a cache must have been made from: the data packages' versions and this builder. */
export function cacheKey(): Record<string, string> {
  return { ...geoPackageVersions(), builder: builderHash() };
}

/** Gitignored; made by `npm ci` (postinstall) or on first start, from the installed npm packages. */
export const DEFAULT_CACHE_FILE = fileURLToPath(
  new URL('../../data/generated/geo/offline-geo.bin', import.meta.url),
);

function readCache(file: string): GeoData | undefined {
  let data;
  try {
    data = deserializeGeoData(readFileSync(file));
  } catch {
    return undefined;
  }
  const current = cacheKey();
  const fresh =
    data.format === CACHE_FORMAT &&
    Object.keys(current).length === Object.keys(data.key).length &&
    Object.entries(current).every(([name, value]) => data.key[name] === value);
  return fresh ? data : undefined;
}

/**
 * The prepared geodata: read from the cache file when it matches the installed
 * packages, else built from them and written (atomically, so parallel starts
 * never read half a file).
 */
export function loadGeoData(file = DEFAULT_CACHE_FILE): { data: GeoData; fromCache: boolean } {
  const cached = readCache(file);
  if (cached) return { data: cached, fromCache: true };
  const data = buildGeoData();
  mkdirSync(dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
  try {
    writeFileSync(temporary, serializeGeoData(data, cacheKey()));
    renameSync(temporary, file);
  } catch {
    // A read-only checkout still works: it just prepares the data again on the next start.
    rmSync(temporary, { force: true });
  }
  return { data, fromCache: false };
}
