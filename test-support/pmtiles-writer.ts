import { gzipSync } from 'node:zlib';
import { zxyToTileId } from 'pmtiles';

// A small PMTiles v3 writer for test fixtures (spec: github.com/protomaps/PMTiles, spec/v3/spec.md):
// one root directory (gzip), JSON metadata (gzip), then the tile data; equal tiles in a row share one
// entry (its run length). Enough for a few hundred tiles; real archives come from go-pmtiles or planetiler.

export interface FixtureTile {
  z: number;
  x: number;
  y: number;
  data: Uint8Array;
}

const HEADER_BYTES = 127;
const COMPRESSION = { none: 1, gzip: 2 } as const;
const TILE_TYPE = { mvt: 1, png: 2 } as const;

interface Entry {
  tileId: number;
  offset: number;
  length: number;
  runLength: number;
}

export function writePmtiles(
  tiles: readonly FixtureTile[],
  options: { type: keyof typeof TILE_TYPE; metadata?: object },
): Buffer {
  const sorted = tiles
    .map((tile) => ({ id: zxyToTileId(tile.z, tile.x, tile.y), tile }))
    .sort((a, b) => a.id - b.id);
  const entries: Entry[] = [];
  const blobs: Buffer[] = [];
  let dataLength = 0;
  let previous: Uint8Array | undefined;
  for (const { id, tile } of sorted) {
    const last = entries.at(-1);
    if (last && previous && id === last.tileId + last.runLength && Buffer.from(tile.data).equals(previous)) {
      last.runLength += 1;
      continue;
    }
    entries.push({ tileId: id, offset: dataLength, length: tile.data.length, runLength: 1 });
    blobs.push(Buffer.from(tile.data));
    dataLength += tile.data.length;
    previous = tile.data;
  }
  const root = gzipSync(directory(entries));
  const metadata = gzipSync(JSON.stringify(options.metadata ?? {}));
  const zooms = tiles.map((tile) => tile.z);
  const header = Buffer.alloc(HEADER_BYTES);
  header.write('PMTiles', 0, 'ascii');
  header.writeUInt8(3, 7);
  const u64 = (at: number, value: number) => header.writeBigUInt64LE(BigInt(value), at);
  u64(8, HEADER_BYTES); // root directory
  u64(16, root.length);
  u64(24, HEADER_BYTES + root.length); // metadata
  u64(32, metadata.length);
  u64(40, HEADER_BYTES + root.length + metadata.length); // leaf directories: none
  u64(48, 0);
  u64(56, HEADER_BYTES + root.length + metadata.length); // tile data
  u64(64, dataLength);
  u64(72, tiles.length); // addressed tiles
  u64(80, entries.length); // tile entries
  u64(88, blobs.length); // tile contents
  header.writeUInt8(1, 96); // clustered
  header.writeUInt8(COMPRESSION.gzip, 97); // internal compression
  header.writeUInt8(COMPRESSION.none, 98); // tile compression
  header.writeUInt8(TILE_TYPE[options.type], 99);
  header.writeUInt8(Math.min(...zooms), 100);
  header.writeUInt8(Math.max(...zooms), 101);
  const e7 = (at: number, degrees: number) => header.writeInt32LE(Math.round(degrees * 1e7), at);
  e7(102, -180);
  e7(106, -85);
  e7(110, 180);
  e7(114, 85);
  header.writeUInt8(Math.min(...zooms), 118); // centre zoom, then the centre (0, 0)
  return Buffer.concat([header, root, metadata, ...blobs]);
}

/** A directory: the entry count, then each column (id deltas, run lengths, lengths, offsets) as varints. */
function directory(entries: readonly Entry[]): Buffer {
  const bytes: number[] = [];
  const varint = (value: number) => {
    let rest = value;
    while (rest >= 0x80) {
      bytes.push((rest % 0x80) | 0x80);
      rest = Math.floor(rest / 0x80);
    }
    bytes.push(rest);
  };
  varint(entries.length);
  let lastId = 0;
  for (const entry of entries) {
    varint(entry.tileId - lastId);
    lastId = entry.tileId;
  }
  for (const entry of entries) varint(entry.runLength);
  for (const entry of entries) varint(entry.length);
  entries.forEach((entry, i) => {
    const previous = entries[i - 1];
    // 0: right after the previous entry's data; otherwise the offset plus one.
    varint(previous && entry.offset === previous.offset + previous.length ? 0 : entry.offset + 1);
  });
  return Buffer.from(bytes);
}
