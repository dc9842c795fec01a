import { closeSync, fstatSync, openSync, readSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildGeoData } from '../build/build-geo-data';
import type { GeoData } from '../data/geo-data';
import {
  CACHE_FORMAT,
  deserializeGeoData,
  readCacheHeader,
  sameCacheKey,
  serializeGeoData,
  writeCacheFile,
} from './cache-file';
import { cacheKey } from './cache-key';

/** Gitignored; made by `npm ci` (postinstall) or on first start, from the installed npm packages. */
export const DEFAULT_CACHE_FILE = fileURLToPath(
  new URL('../../../data/generated/geo/offline-geo.bin', import.meta.url),
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

function isFresh(file: Buffer, current: Record<string, string>): boolean {
  const { format, key } = readCacheHeader(file);
  return format === CACHE_FORMAT && sameCacheKey(current, key);
}

/** The whole file read straight into shared memory (no second copy of its ~46 MB). */
function readShared(file: string): SharedArrayBuffer {
  const fd = openSync(file, 'r');
  try {
    const buffer = new SharedArrayBuffer(fstatSync(fd).size);
    const bytes = new Uint8Array(buffer);
    for (let at = 0; at < bytes.length;) {
      const read = readSync(fd, bytes, at, bytes.length - at, at);
      if (read === 0) throw new Error(`${file} ended early`);
      at += read;
    }
    return buffer;
  } finally {
    closeSync(fd);
  }
}

function readCache(file: string, key: Record<string, string>): LoadedGeoData | undefined {
  try {
    const buffer = readShared(file);
    if (!isFresh(Buffer.from(buffer), key)) return undefined;
    return { data: geoDataFromShared(buffer), buffer, fromCache: true, key };
  } catch {
    return undefined;
  }
}

export interface LoadedGeoData {
  data: GeoData;
  /** The cache file's bytes that `data` views, shareable with a worker (geoDataFromShared). */
  buffer: SharedArrayBuffer;
  fromCache: boolean;
  /** What the data was made from (cache-key.ts): caches derived from it carry the same key. */
  key: Record<string, string>;
}

/**
 * The prepared geodata: read from the cache file when its key matches (the installed
 * data packages' versions and a hash of the code and files that build it, see
 * cache-key.ts), else built and written (atomically, so parallel starts never read
 * half a file).
 */
export function loadGeoData(file = DEFAULT_CACHE_FILE): LoadedGeoData {
  const key = cacheKey();
  const cached = readCache(file, key);
  if (cached) return cached;
  const bytes = serializeGeoData(buildGeoData(), key);
  writeCacheFile(file, bytes);
  const buffer = shared(bytes);
  return { data: geoDataFromShared(buffer), buffer, fromCache: false, key };
}
