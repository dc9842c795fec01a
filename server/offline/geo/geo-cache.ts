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

/** The bytes in memory both threads can read (the tile worker gets the same data without a copy). */
function shared(bytes: Uint8Array): SharedArrayBuffer {
  const buffer = new SharedArrayBuffer(bytes.byteLength);
  new Uint8Array(buffer).set(bytes);
  return buffer;
}

/** The prepared data over shared bytes (as loadGeoData returns them), e.g. in a worker. */
export function geoDataFromShared(buffer: SharedArrayBuffer): GeoData {
  return deserializeGeoData(Buffer.from(buffer));
}

function isFresh(key: Record<string, string>, format: number): boolean {
  const current = cacheKey();
  return (
    format === CACHE_FORMAT &&
    Object.keys(current).length === Object.keys(key).length &&
    Object.entries(current).every(([name, value]) => key[name] === value)
  );
}

function readCache(file: string): { data: GeoData; buffer: SharedArrayBuffer } | undefined {
  try {
    const buffer = shared(readFileSync(file));
    const data = deserializeGeoData(Buffer.from(buffer));
    return isFresh(data.key, data.format) ? { data, buffer } : undefined;
  } catch {
    return undefined;
  }
}

export interface LoadedGeoData {
  data: GeoData;
  /** The cache file's bytes that `data` views, shareable with a worker (geoDataFromShared). */
  buffer: SharedArrayBuffer;
  fromCache: boolean;
}

/**
 * The prepared geodata: read from the cache file when it matches the installed
 * packages and this builder, else built from them and written (atomically, so
 * parallel starts never read half a file).
 */
export function loadGeoData(file = DEFAULT_CACHE_FILE): LoadedGeoData {
  const cached = readCache(file);
  if (cached) return { ...cached, fromCache: true };
  const bytes = serializeGeoData(buildGeoData(), cacheKey());
  mkdirSync(dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
  try {
    writeFileSync(temporary, bytes);
    renameSync(temporary, file);
  } catch {
    // A read-only checkout still works: it just prepares the data again on the next start.
    rmSync(temporary, { force: true });
  }
  const buffer = shared(bytes);
  return { data: geoDataFromShared(buffer), buffer, fromCache: false };
}
