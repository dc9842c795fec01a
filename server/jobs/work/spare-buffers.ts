/** Buffers kept for the next chunk: about the chunks in flight, each with its rows and outcomes. */
const KEPT = 8;
const spare: Buffer[] = [];

/**
 * A buffer of at least `bytes` bytes (its contents undefined): its size the next power of two (64
 * KiB at least), so that buffers handed back fit the next chunk's about-as-many bytes. A chunk's buffers live as long as the chunk, so a new pair per chunk outlived the young
 * generation, and their memory (outside the heap) waited for a full collection to be freed: with
 * 1,000 chunks to a million rows that grew with the file (#39).
 */
export function borrowBuffer(bytes: number): Buffer {
  const size = 2 ** Math.ceil(Math.log2(Math.max(bytes, 64 * 1024)));
  const at = spare.findIndex((buffer) => buffer.length === size);
  return at === -1 ? Buffer.allocUnsafe(size) : spare.splice(at, 1)[0]!;
}

/** The largest buffer kept: a chunk of very wide rows borrows more, once, and lets it go (#47). */
const KEPT_MAX_BYTES = 8 * 1024 * 1024;

/** Hands a borrowed buffer back, once nothing reads or writes it any more. */
export function returnBuffer(buffer: Buffer) {
  if (buffer.length <= KEPT_MAX_BYTES && spare.length < KEPT && !spare.includes(buffer)) spare.push(buffer);
}
