import { describe, expect, it } from 'vitest';
import { borrowBuffer, returnBuffer } from './spare-buffers';

describe('spare buffers', () => {
  it("hands a chunk's buffer back to the next chunk of about as many bytes", () => {
    const first = borrowBuffer(100_000);
    returnBuffer(first);
    expect(borrowBuffer(120_000) === first).toBe(true);
  });

  it("lets a very wide chunk's buffer go instead of keeping it for good (#47)", () => {
    const wide = borrowBuffer(20 * 1024 * 1024);
    returnBuffer(wide);
    // Compared by identity (not.toBe would compare 32 MiB byte by byte for its message).
    expect(borrowBuffer(20 * 1024 * 1024) === wide).toBe(false);
  });
});
