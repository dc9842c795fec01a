import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { uploadError } from './upload-error';

const tooLarge = (maxBytes: number) =>
  uploadError(
    'too-large',
    'body_too_large',
    `the file is larger than the limit of ${maxBytes} bytes (JOBS_MAX_BYTES)`,
    {
      max_bytes: maxBytes,
    },
  );

/**
 * The body written to `path` as it arrives, never whole in memory: a declared Content-Length above
 * `maxBytes` is refused before a byte is read; without one, the reading stops at the first chunk past
 * the cap and the body is cancelled (413 `body_too_large` either way; the caller removes the file).
 * Answers the bytes written.
 */
export async function saveUpload(
  body: ReadableStream<Uint8Array>,
  path: string,
  maxBytes: number,
  contentLength?: number,
): Promise<number> {
  if (contentLength !== undefined && contentLength > maxBytes) {
    await body.cancel().catch(() => undefined);
    throw tooLarge(maxBytes);
  }
  const out = createWriteStream(path);
  const reader = body.getReader();
  let size = 0;
  try {
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      size += read.value.byteLength;
      if (size > maxBytes) throw tooLarge(maxBytes);
      if (!out.write(read.value)) await once(out, 'drain');
    }
    out.end();
    await once(out, 'finish');
    return size;
  } catch (error) {
    await reader.cancel().catch(() => undefined);
    out.destroy();
    if (!out.closed) await once(out, 'close').catch(() => undefined);
    throw error;
  }
}
