import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';

/** A streamed answer's first bytes, read to tell a small or gzipped body, and the stream of all of it. */
export interface PeekedStream {
  /** The bytes read so far (all of the body when `ended`). */
  head: Uint8Array;
  ended: boolean;
  /** The whole body again, the head first: nothing more is read until it is. */
  whole: ReadableStream<Uint8Array>;
}

/** Reads a stream until `bytes` have come (or it ends), never more than that before it is asked for. */
export async function peekStream(body: ReadableStream<Uint8Array>, bytes: number): Promise<PeekedStream> {
  const reader = body.getReader();
  const pieces: Uint8Array[] = [];
  let size = 0;
  let ended = false;
  while (size < bytes) {
    const read = await reader.read();
    if (read.done) {
      ended = true;
      break;
    }
    pieces.push(read.value);
    size += read.value.byteLength;
  }
  const head = pieces.length === 1 ? pieces[0]! : Buffer.concat(pieces);
  const whole = new ReadableStream<Uint8Array>(
    {
      start(controller) {
        if (head.byteLength > 0) controller.enqueue(head);
        if (ended) controller.close();
      },
      async pull(controller) {
        const read = await reader.read();
        if (read.done) controller.close();
        else controller.enqueue(read.value);
      },
      cancel: (reason) => reader.cancel(reason),
    },
    { highWaterMark: 0 },
  );
  return { head, ended, whole };
}

/**
 * The stream compressed as it is read (zlib's streaming brotli or gzip, fast levels): a large
 * answer (a job's results) is never held whole, and its first bytes go out before its last are made.
 * A cancel (the client gone) stops the reading of the source.
 */
export function compressedStream(body: ReadableStream<Uint8Array>, encoding: 'br' | 'gzip') {
  const compressor =
    encoding === 'br'
      ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 1 } })
      : createGzip({ level: 1 });
  const source = Readable.fromWeb(body as NodeReadableStream<Uint8Array>);
  source.on('error', (error) => compressor.destroy(error));
  compressor.on('close', () => source.destroy());
  source.pipe(compressor);
  return Readable.toWeb(compressor) as unknown as ReadableStream<Uint8Array>;
}
