import { borrowBuffer, returnBuffer } from './spare-buffers';

/** UTF-8 bytes a string of this many UTF-16 units takes at most. */
const mostBytes = (text: string) => text.length * 3;

/**
 * Lines of text encoded as they come into memory outside the JS heap (a Buffer), for a file to be
 * written. Held as strings or objects until written, a batch or a chunk outlived the young
 * generation and was promoted, garbage that the old generation then held until its next full
 * collection (#39).
 */
export function lineBuffer(initialBytes: number) {
  let buffer = borrowBuffer(initialBytes);
  let used = 0;
  return {
    /** Whether `line` fits without the buffer growing. */
    fits: (line: string) => used + mostBytes(line) <= buffer.length,
    /** Adds `line` (its newline included), growing the buffer when it must; answers its bytes. */
    add(line: string): number {
      if (used + mostBytes(line) > buffer.length) {
        const grown = borrowBuffer(Math.max(buffer.length * 2, used + mostBytes(line)));
        buffer.copy(grown, 0, 0, used);
        returnBuffer(buffer);
        buffer = grown;
      }
      const bytes = buffer.write(line, used);
      used += bytes;
      return bytes;
    },
    get size() {
      return used;
    },
    /** The bytes so far, kept (a view: valid until the next add or the release). */
    bytes: () => buffer.subarray(0, used),
    /** The bytes so far; the buffer starts again empty (a new one: the bytes taken stay valid). */
    take(): Buffer {
      const taken = buffer.subarray(0, used);
      buffer = Buffer.allocUnsafe(initialBytes);
      used = 0;
      return taken;
    },
    /** Hands the buffer back for other lines, once its bytes are written. */
    release() {
      returnBuffer(buffer);
      used = 0;
    },
  };
}
