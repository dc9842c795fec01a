// Request bodies for the upload reader's tests.

/** A body that hands out `data` in pieces of `pieceBytes`, counting how many were pulled. */
export function bodyOf(data: string | Uint8Array, pieceBytes = 64 * 1024) {
  const bytes = typeof data === 'string' ? new TextEncoder().encode(data) : data;
  let at = 0;
  const stats = { pulled: 0, cancelled: false };
  const body = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (at >= bytes.byteLength) return controller.close();
        stats.pulled += 1;
        controller.enqueue(bytes.slice(at, at + pieceBytes));
        at += pieceBytes;
      },
      cancel() {
        stats.cancelled = true;
      },
    },
    // Nothing is pulled before the reader asks.
    { highWaterMark: 0 },
  );
  return { body, stats };
}
