import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deserialize, serialize } from 'node:v8';
import type { GeoData } from '../data/geo-data';
import type { NameIndex } from '../index/name-index';
import { buildPlaceIndex } from '../index/place-index';
import type { AddedPlaces } from '../index/place-source';
import { PLACE_SOURCES } from '../index/place-sources';
import { sameCacheKey, writeCacheFile } from './cache-file';

/** Gitignored, beside the geodata cache and made with it (npm ci's postinstall, or the first start). */
const CACHE_DIR = fileURLToPath(new URL('../../../data/generated/geo/', import.meta.url));

interface StoredIndex {
  key: Record<string, string>;
  index: NameIndex;
}

/** One file for the open data alone, one per set of imported extracts (their version's hash). */
export function placeIndexFile(
  added: AddedPlaces | undefined,
  dir = CACHE_DIR,
): { file: string; osmKey: string } {
  if (!added) return { file: `${dir}place-index.bin`, osmKey: '' };
  const osmKey = createHash('sha256').update(added.version).digest('hex').slice(0, 16);
  return { file: `${dir}place-index-osm-${osmKey}.bin`, osmKey };
}

/**
 * The place-search index, read from its cache when it was made from the same data: the
 * geodata's key and the imported extracts. Building it (pinyin for some 25,000 names,
 * each one's district) takes seconds; reading it back, a fraction of that.
 */
export function loadPlaceIndex(
  data: GeoData,
  geoKey: Record<string, string>,
  added?: AddedPlaces,
  dir?: string,
) {
  const { file, osmKey } = placeIndexFile(added, dir);
  const key = { ...geoKey, osm: osmKey };
  try {
    const stored = deserialize(readFileSync(file)) as StoredIndex;
    if (sameCacheKey(stored.key, key)) return { index: stored.index, fromCache: true };
  } catch {
    // missing or unreadable: built below
  }
  const index = buildPlaceIndex(data, added ? [...PLACE_SOURCES, added.source] : PLACE_SOURCES);
  // Extracts imported before are not coming back: their indexes go (each import has a new manifest).
  if (added) removeOlderOsmIndexes(dirname(file), basename(file));
  writeCacheFile(file, serialize({ key, index } satisfies StoredIndex));
  return { index, fromCache: false };
}

function removeOlderOsmIndexes(dir: string, keep: string) {
  try {
    for (const name of readdirSync(dir)) {
      if (name.startsWith('place-index-osm-') && name !== keep) rmSync(join(dir, name), { force: true });
    }
  } catch {
    // no cache folder yet, or a read-only one
  }
}
