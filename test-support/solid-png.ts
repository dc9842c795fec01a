import { crc32, deflateSync } from 'node:zlib';

/** A square PNG of one colour (8-bit RGB): a map tile whose pixels a test can recognise on the canvas. */
export function solidPng(rgb: readonly [number, number, number], size = 256): Buffer {
  const row = Buffer.alloc(1 + size * 3); // filter byte 0, then the pixels
  for (let i = 0; i < size; i++) row.set(rgb, 1 + i * 3);
  const pixels = Buffer.concat(Array.from({ length: size }, () => row));
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // bit depth 8, colour type RGB, deflate, no filter, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}
