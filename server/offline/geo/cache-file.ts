import type { GeoData } from './build-geo-data';
import type { GeometrySet } from './geometry-set';
import type { PolygonIndexArrays } from './polygon-index';

/** Bump when this layout changes. (What is in it is keyed separately: see cacheKey in geo-cache.ts.) */
export const CACHE_FORMAT = 6;

const SET_ARRAYS = ['featureParts', 'partRings', 'ringPoints', 'coords'] as const;
const SETS = ['leaves', 'cities', 'provinces', 'countries', 'land', 'borders', 'boundaries'] as const;
type SetName = (typeof SETS)[number];
const INDEX_ARRAYS = [
  'tree',
  'partFeature',
  'partMinY',
  'partBandHeight',
  'partBandCount',
  'partBandOffset',
  'bandStart',
  'bandEdges',
] as const;
const INDEXES = ['leaves', 'countries'] as const;

type Typed = Uint8Array | Uint32Array | Float64Array;
const TYPES = { u8: Uint8Array, u32: Uint32Array, f64: Float64Array } as const;
type TypeTag = keyof typeof TYPES;
const tagOf = (array: Typed): TypeTag =>
  array instanceof Float64Array ? 'f64' : array instanceof Uint32Array ? 'u32' : 'u8';

interface Header {
  format: number;
  /** cacheKey() when it was written. */
  key: Record<string, string>;
  versions: Record<string, string>;
  /** Byte offset (in the body), element count and type of each array, by name ("leaves.coords"). */
  arrays: Record<string, [number, number, TypeTag]>;
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

/** Every typed array of the data, by name. */
function namedArrays(data: GeoData): Array<[string, Typed]> {
  const named: Array<[string, Typed]> = [];
  for (const name of SETS)
    for (const key of SET_ARRAYS) named.push([`${name}.${key}`, setOf(data, name)[key]]);
  for (const name of INDEXES) {
    for (const key of INDEX_ARRAYS) named.push([`index.${name}.${key}`, data.indexes[name][key]]);
  }
  return named;
}

/** Layout: "GEO1", header length (uint32 LE), header JSON, zero padding to 8 bytes, then the arrays (each 8-aligned). */
export function serializeGeoData(data: GeoData, key: Record<string, string>): Buffer {
  const arrays: Header['arrays'] = {};
  const chunks: Uint8Array[] = [];
  let offset = 0;
  for (const [name, array] of namedArrays(data)) {
    arrays[name] = [offset, array.length, tagOf(array)];
    const bytes = new Uint8Array(array.buffer, array.byteOffset, array.byteLength);
    chunks.push(bytes, new Uint8Array(pad8(bytes.byteLength) - bytes.byteLength));
    offset += pad8(bytes.byteLength);
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
  if (file.length < 8 || file.toString('latin1', 0, 4) !== 'GEO1')
    throw new Error('not an offline geodata cache');
  const length = file.readUInt32LE(4);
  const header = JSON.parse(file.toString('utf8', 8, 8 + length)) as Header;
  // Views straight onto the file's memory when it is 8-aligned (a large read is), else onto a copy.
  const start = pad8(8 + length);
  const aligned = (file.byteOffset + start) % 8 === 0;
  const body = aligned ? file.subarray(start) : Uint8Array.from(file.subarray(start));
  const view = <T extends Typed>(name: string): T => {
    const entry = header.arrays[name];
    if (!entry) throw new Error(`the cache has no ${name}`);
    const [at, count, tag] = entry;
    return new TYPES[tag](body.buffer as ArrayBuffer, body.byteOffset + at, count) as T;
  };
  const set = (name: SetName): GeometrySet => ({
    featureParts: view(`${name}.featureParts`),
    partRings: view(`${name}.partRings`),
    ringPoints: view(`${name}.ringPoints`),
    coords: view(`${name}.coords`),
  });
  const index = (name: (typeof INDEXES)[number]) =>
    Object.fromEntries(
      INDEX_ARRAYS.map((key) => [key, view(`index.${name}.${key}`)]),
    ) as unknown as PolygonIndexArrays;
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
    indexes: { leaves: index('leaves'), countries: index('countries') },
    places: header.places,
  };
}

const pad8 = (n: number) => Math.ceil(n / 8) * 8;
