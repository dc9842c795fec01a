import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { GeoData } from '../data/geo-data';
import { GEO_SECTIONS } from '../data/sections';

/** Bump when this layout changes. (What is in it is keyed separately: see cache-key.ts.) */
export const CACHE_FORMAT = 7;
const MAGIC = 'GEO2';

const TYPES = {
  u8: Uint8Array,
  u16: Uint16Array,
  i32: Int32Array,
  u32: Uint32Array,
  f32: Float32Array,
  f64: Float64Array,
} as const;
type TypeTag = keyof typeof TYPES;
type Typed = InstanceType<(typeof TYPES)[TypeTag]>;
const TAGS = Object.entries(TYPES) as Array<[TypeTag, (typeof TYPES)[TypeTag]]>;

/** In the sections JSON a typed array is this marker; its number is the array's place in `arrays`. */
const MARK = '$typed';

export interface CacheHeader {
  format: number;
  /** cacheKey() when it was written. */
  key: Record<string, string>;
  /** Byte offset (in the body), element count and type of each typed array. */
  arrays: Array<[number, number, TypeTag]>;
}

/**
 * Layout: "GEO2", the header's and the sections' JSON lengths (uint32 LE each), the
 * header JSON, the sections JSON (every GEO_SECTIONS value, typed arrays replaced by
 * markers), zero padding to 8 bytes, then the typed arrays (each 8-aligned), which
 * load as views without parsing.
 */
export function serializeGeoData(data: GeoData, key: Record<string, string>): Buffer {
  const arrays: CacheHeader['arrays'] = [];
  const chunks: Uint8Array[] = [];
  let offset = 0;
  const replacer = (_name: string, value: unknown) => {
    if (!ArrayBuffer.isView(value)) return value;
    const tag = TAGS.find(([, type]) => value instanceof type)?.[0];
    if (!tag) throw new Error(`the cache cannot store a ${value.constructor.name}`);
    const array = value as Typed;
    const bytes = new Uint8Array(array.buffer, array.byteOffset, array.byteLength);
    arrays.push([offset, array.length, tag]);
    chunks.push(bytes, new Uint8Array(pad8(bytes.byteLength) - bytes.byteLength));
    offset += pad8(bytes.byteLength);
    return { [MARK]: arrays.length - 1 };
  };
  const sections = Buffer.from(
    JSON.stringify(Object.fromEntries(GEO_SECTIONS.map((name) => [name, data[name]])), replacer),
  );
  const header = Buffer.from(JSON.stringify({ format: CACHE_FORMAT, key, arrays } satisfies CacheHeader));
  const prefix = Buffer.alloc(pad8(12 + header.length + sections.length));
  prefix.write(MAGIC, 0, 'latin1');
  prefix.writeUInt32LE(header.length, 4);
  prefix.writeUInt32LE(sections.length, 8);
  header.copy(prefix, 12);
  sections.copy(prefix, 12 + header.length);
  return Buffer.concat([prefix, ...chunks]);
}

/** The header alone (cheap: decides whether the cache is fresh before the sections are parsed). */
export function readCacheHeader(file: Buffer): CacheHeader {
  if (file.length < 12 || file.toString('latin1', 0, 4) !== MAGIC) {
    throw new Error('not an offline geodata cache');
  }
  return JSON.parse(file.toString('utf8', 12, 12 + file.readUInt32LE(4))) as CacheHeader;
}

/** The data over the file's bytes (typed arrays are views, not copies); throws on anything but a whole cache. */
export function deserializeGeoData(file: Buffer): GeoData {
  const { format, arrays } = readCacheHeader(file);
  if (format !== CACHE_FORMAT) throw new Error(`cache format ${format}, expected ${CACHE_FORMAT}`);
  const headerEnd = 12 + file.readUInt32LE(4);
  const sectionsEnd = headerEnd + file.readUInt32LE(8);
  // Views straight onto the file's memory when it is 8-aligned (a large read is), else onto a copy.
  const start = pad8(sectionsEnd);
  const aligned = (file.byteOffset + start) % 8 === 0;
  const body = aligned ? file.subarray(start) : Uint8Array.from(file.subarray(start));
  const typed = (marker: Record<string, number>) => {
    const entry = arrays[marker[MARK]!];
    if (!entry) throw new Error('the cache names a typed array it does not have');
    const [at, count, tag] = entry;
    return new TYPES[tag](body.buffer as ArrayBuffer, body.byteOffset + at, count);
  };
  // Parsed plain, then markers swapped in place: a JSON.parse reviver would cost ~5× the parse.
  const sections = withTypedArrays(
    JSON.parse(file.toString('utf8', headerEnd, sectionsEnd)),
    typed,
  ) as Partial<GeoData>;
  for (const name of GEO_SECTIONS) {
    if (sections[name] === undefined) throw new Error(`the cache has no section ${name}`);
  }
  return sections as GeoData;
}

/** Replaces every typed-array marker under `value` (objects and arrays, walked in place). */
function withTypedArrays(value: unknown, typed: (marker: Record<string, number>) => Typed): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const item: unknown = value[i];
      if (item !== null && typeof item === 'object') value[i] = withTypedArrays(item, typed);
    }
    return value;
  }
  const record = value as Record<string, unknown>;
  if (MARK in record) return typed(record as Record<string, number>);
  for (const name in record) {
    const item = record[name];
    if (item !== null && typeof item === 'object') record[name] = withTypedArrays(item, typed);
  }
  return record;
}

const pad8 = (n: number) => Math.ceil(n / 8) * 8;

/** Writes a cache file atomically (parallel starts never read half a file); a read-only checkout just goes without. */
export function writeCacheFile(file: string, bytes: Uint8Array): void {
  mkdirSync(dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
  try {
    writeFileSync(temporary, bytes);
    renameSync(temporary, file);
  } catch {
    rmSync(temporary, { force: true });
  }
}

/** Whether two cache keys name the same inputs. */
export const sameCacheKey = (a: Record<string, string>, b: Record<string, string>) =>
  Object.keys(a).length === Object.keys(b).length &&
  Object.entries(a).every(([name, value]) => b[name] === value);
