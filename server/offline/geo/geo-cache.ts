import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildGeoData, type GeoData } from './build-geo-data';
import type { GeometrySet } from './geometry-set';
import { geoPackageVersions } from './package-data';

/** Bump when the cache's layout or the way it is built changes: older files are then rebuilt. */
const CACHE_FORMAT = 3;

/** Gitignored; created on first start (or by `npm run prepare:geo`) from the installed npm packages. */
export const DEFAULT_CACHE_FILE = fileURLToPath(
  new URL('../../data/generated/geo/offline-geo.bin', import.meta.url),
);

const SET_ARRAYS = ['featureParts', 'partRings', 'ringPoints', 'coords'] as const;
const SETS = ['leaves', 'cities', 'provinces', 'countries', 'land', 'borders'] as const;
type SetName = (typeof SETS)[number];

interface Header {
  format: number;
  versions: Record<string, string>;
  /** Byte offset and element count of each array, by "set.array". */
  arrays: Record<string, [number, number]>;
  leaves: GeoData['leaves']['records'];
  cities: GeoData['cities']['records'];
  provinces: GeoData['provinces']['records'];
  countries: GeoData['countries']['records'];
  countryLabels: GeoData['countryLabels'];
  places: GeoData['places'];
}

function setOf(data: GeoData, name: SetName): GeometrySet {
  return name === 'land' || name === 'borders' ? data[name] : data[name].set;
}

/** Layout: "GEO1", header length (uint32 LE), header JSON, zero padding to 8 bytes, then the arrays. */
export function serializeGeoData(data: GeoData): Buffer {
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
    versions: data.versions,
    arrays,
    leaves: data.leaves.records,
    cities: data.cities.records,
    provinces: data.provinces.records,
    countries: data.countries.records,
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

export function deserializeGeoData(file: Buffer): GeoData & { format: number } {
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
    versions: header.versions,
    leaves: { records: header.leaves, set: set('leaves') },
    cities: { records: header.cities, set: set('cities') },
    provinces: { records: header.provinces, set: set('provinces') },
    countries: { records: header.countries, set: set('countries') },
    land: set('land'),
    borders: set('borders'),
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
  const current = geoPackageVersions();
  const fresh =
    data.format === CACHE_FORMAT &&
    Object.keys(current).length === Object.keys(data.versions).length &&
    Object.entries(current).every(([pkg, version]) => data.versions[pkg] === version);
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
