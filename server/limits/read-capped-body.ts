/** A peer's body longer than the reader's cap: nothing of it is kept. */
export class BodyTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`the answer is too large (over ${maxBytes} bytes)`);
  }
}

interface PeerResponse {
  headers: { get(name: string): string | null };
  body: ReadableStream<Uint8Array> | null;
}

/**
 * A peer's body (upstream, tile server, mirror) read with a running byte cap: a Content-Length
 * above it is refused before a byte is read; without one, the reading stops at the first chunk past
 * the cap, the connection is cancelled and what was read is dropped (BodyTooLargeError either way).
 */
export async function readCappedBody(response: PeerResponse, maxBytes: number): Promise<Buffer> {
  const declared = Number(response.headers.get('content-length'));
  if (declared > maxBytes) {
    await response.body?.cancel().catch(() => undefined);
    throw new BodyTooLargeError(maxBytes);
  }
  if (!response.body) return Buffer.alloc(0);
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = response.body.getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    size += read.value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw new BodyTooLargeError(maxBytes);
    }
    chunks.push(read.value);
  }
  // Its own memory, exactly the body: Buffer.concat may hand out a slice of Node's shared pool, whose
  // `.buffer` is the whole pool (a caller sending `.buffer` would send other requests' bytes).
  const body = Buffer.from(new ArrayBuffer(size));
  let at = 0;
  for (const chunk of chunks) {
    body.set(chunk, at);
    at += chunk.byteLength;
  }
  return body;
}
