import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildGeoData, type GeoData } from './build-geo-data';
import type { GeometrySet } from './geometry-set';
import { geoPackageVersions } from './package-data';

/** Bump when the cache's layout changes. The builder's own source is also hashed into the key (below). */
const CACHE_FORMAT = 5;

/** The files whose code decides what the cache holds: editing any of them makes older caches stale. */
const BUILDER_FILES = [
  'build-geo-data.ts',
  'load-regions.ts',
  'load-world.ts',
  'load-places.ts',
  'antimeridian.ts',
  'leaf-boundaries.ts',
  'geometry-set.ts',
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

/** Gitignored; created on first start (or by `npm run prepare:geo`) from the installed npm packages. */
export const DEFAULT_CACHE_FILE = fileURLToPath(
  new URL('../../data/generated/geo/offline-geo.bin', import.meta.url),
);

const SET_ARRAYS = ['featureParts', 'partRings', 'ringPoints', 'coords'] as const;
const SETS = ['leaves', 'cities', 'provinces', 'countries', 'land', 'borders', 'boundaries'] as const;
type SetName = (typeof SETS)[number];

interface Header {
  format: number;
  /** cacheKey() when it was written. */
  key: Record<string, string>;
  versions: Record<string, string>;
  /** Byte offset and element count of each array, by "set.array". */
  arrays: Record<string, [number, number]>;
  leaves: GeoData['leaves']['records'];
  cities: GeoData['cities']['records'];
  provinces: GeoData['provinces']['records'];
  countries: GeoData['countries']['records'];
  boundaryKinds: GeoData['boundaries']['kinds'];
  countryLabels: GeoData['countryLabels'];
  places: GeoData['places'];
}

function setOf(data: GeoData, name: SetName): GeometrySet {
  return name === 'land' || name === 'borders' ? data[name] : data[name].set;
}

/** Layout: "GEO1", header length (uint32 LE), header JSON, zero padding to 8 bytes, then the arrays. */
export function serializeGeoData(data: GeoData, key = cacheKey()): Buffer {
  const arrays: Header['arrays'] = {};
  const chunks: Uint8Array[] = [];
  let offset = 0;
  for (const name of SETS) {
    const set = setOf(data, name);
    for (const key of SET_ARRAYS) {
      const array = set[key];
      arrays[`${name}.${key}`] = [offset, array.length];
      const bytes = new Uint8Array(array.buffer, array.byteOffset, array.byteLength);
      chunks.push(bytes, new Uint8Array(pad8(bytes.byteLength) - bytes.byteLength));
      offset += pad8(bytes.byteLength);
    }
  }
  const header: Header = {
    format: CACHE_FORMAT,
    key,
    versions: data.versions,
    arrays,
    leaves: data.leaves.records,
    cities: data.cities.records,
    provinces: data.provinces.records,
    countries: data.countries.records,
    boundaryKinds: data.boundaries.kinds,
    countryLabels: data.countryLabels,
    places: data.places,
  };
  const json = Buffer.from(JSON.stringify(header));
  const prefix = Buffer.alloc(pad8(8 + json.length));
  prefix.write('GEO1', 0, 'latin1');
  prefix.writeUInt32LE(json.length, 4);
  json.copy(prefix, 8);
  return Buffer.concat([prefix, ...chunks]);
}

export function deserializeGeoData(file: Buffer): GeoData & { format: number; key: Record<string, string> } {
  if (file.toString('latin1', 0, 4) !== 'GEO1') throw new Error('not an offline geodata cache');
  const length = file.readUInt32LE(4);
  const header = JSON.parse(file.toString('utf8', 8, 8 + length)) as Header;
  // Typed arrays need an aligned buffer of their own.
  const body = new Uint8Array(file.length - pad8(8 + length));
  body.set(file.subarray(pad8(8 + length)));
  const view = (name: SetName, key: (typeof SET_ARRAYS)[number]) => {
    const [at, count] = header.arrays[`${name}.${key}`] ?? [0, 0];
    return key === 'coords'
      ? new Float64Array(body.buffer, at, count)
      : new Uint32Array(body.buffer, at, count);
  };
  const set = (name: SetName): GeometrySet => ({
    featureParts: view(name, 'featureParts') as Uint32Array,
    partRings: view(name, 'partRings') as Uint32Array,
    ringPoints: view(name, 'ringPoints') as Uint32Array,
    coords: view(name, 'coords') as Float64Array,
  });
  return {
    format: header.format,
    key: header.key ?? {},
    versions: header.versions,
    leaves: { records: header.leaves, set: set('leaves') },
    cities: { records: header.cities, set: set('cities') },
    provinces: { records: header.provinces, set: set('provinces') },
    countries: { records: header.countries, set: set('countries') },
    land: set('land'),
    borders: set('borders'),
    boundaries: { kinds: header.boundaryKinds, set: set('boundaries') },
    countryLabels: header.countryLabels,
    places: header.places,
  };
}

const pad8 = (n: number) => Math.ceil(n / 8) * 8;

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
    writeFileSync(temporary, serializeGeoData(data));
    renameSync(temporary, file);
  } catch {
    // A read-only checkout still works: it just prepares the data again on the next start.
    rmSync(temporary, { force: true });
  }
  return { data, fromCache: false };
}
