import type { Context } from 'hono';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { preferredEncoding } from './accept-encoding';
import { requestHeader } from './node-exchange';

/** Below this, a compressed body saves less than it costs to make (and its header costs to send). */
export const MIN_COMPRESSED_BYTES = 1024;
/** JSON answers, the style, vector tiles and pages; never images, archives or what is already encoded. */
const COMPRESSIBLE = /^(?:application\/(?:json|x-protobuf|vnd\.mapbox-vector-tile)|text\/)/i;
/** No status whose body is empty, partial (a range) or not the representation. */
const KEEP_STATUS = new Set([101, 204, 206, 304]);

// Fast levels, and a window no larger than the body (a bigger one only costs its set-up): brotli 1
// compresses a 4 KB lookup answer in ~18 µs (~37 at quality 2, window 64 KB) to 3 % more bytes.
const windowBits = (size: number, min: number, max: number) =>
  Math.min(Math.max(Math.ceil(Math.log2(size)), min), max);
const brotliOptions = (size: number) => ({
  params: {
    [constants.BROTLI_PARAM_QUALITY]: 1,
    [constants.BROTLI_PARAM_LGWIN]: windowBits(size, 10, 18),
    [constants.BROTLI_PARAM_SIZE_HINT]: size,
  },
});
const gzipOptions = (size: number) => ({ level: 1, windowBits: windowBits(size, 9, 15) });

/**
 * Compresses the answer on the fly (brotli or gzip, as the client's Accept-Encoding prefers) when
 * its type is text-like and it is at least MIN_COMPRESSED_BYTES; sets `Vary: Accept-Encoding`
 * on every answer that could have been compressed. Leaves alone HEAD, ranges, a body that already
 * has a Content-Encoding or is gzip inside (a proxied vector tile), and `Cache-Control: no-transform`.
 * A strong ETag becomes weak on a compressed body (the bytes differ). Built files come
 * precompressed instead (static-site.ts), so no request pays for compressing them.
 * A small answer held whole is let go before any header is read (most lookups and health).
 */
export async function compressAnswer(c: Context) {
  const res = c.res;
  if (c.req.method === 'HEAD' || KEEP_STATUS.has(res.status)) return;
  const held = heldBody(res);
  if (held !== undefined && byteSize(held) < MIN_COMPRESSED_BYTES) return;
  const headers = res.headers;
  if (headers.has('content-encoding') || !COMPRESSIBLE.test(headers.get('content-type') ?? '')) return;
  if (/\bno-transform\b/i.test(headers.get('cache-control') ?? '')) return;
  const body = held ?? (res.body ? new Uint8Array(await res.arrayBuffer()) : undefined);
  const size = body === undefined ? 0 : byteSize(body);
  const worth = body !== undefined && size >= MIN_COMPRESSED_BYTES && !gzipped(body);
  if (worth) addVary(headers);
  const encoding = worth ? preferredEncoding(requestHeader(c, 'accept-encoding')) : undefined;
  if (!encoding) {
    // Read from the stream above: the answer needs its body again.
    if (held === undefined && body !== undefined) replace(c, new Response(body as BodyInit, res));
    return;
  }
  const compressed =
    encoding === 'br' ? brotliCompressSync(body!, brotliOptions(size)) : gzipSync(body!, gzipOptions(size));
  headers.set('Content-Encoding', encoding);
  headers.delete('Content-Length');
  const etag = headers.get('etag');
  if (etag && !etag.startsWith('W/')) headers.set('ETag', `W/${etag}`);
  replace(c, new Response(compressed, { status: res.status, headers }));
}

const byteSize = (body: string | Uint8Array) =>
  typeof body === 'string' ? Buffer.byteLength(body) : body.byteLength;

// @hono/node-server's own Response keeps a string or byte body as given (under a symbol named
// "cache") until something asks for a stream: read there, nothing is copied or streamed to learn the size.
let cacheSymbol: symbol | undefined;
function heldBody(res: Response): string | Uint8Array | undefined {
  cacheSymbol ??= Object.getOwnPropertySymbols(res).find((symbol) => symbol.description === 'cache');
  const held = cacheSymbol && (res as unknown as Record<symbol, unknown[] | undefined>)[cacheSymbol]?.[1];
  return typeof held === 'string' || held instanceof Uint8Array ? held : undefined;
}

/** gzip's magic number: a vector tile that arrives gzipped (from a proxied tile server) is not compressed again. */
const gzipped = (body: string | Uint8Array) =>
  typeof body !== 'string' && body[0] === 0x1f && body[1] === 0x8b;

function addVary(headers: Headers) {
  const vary = headers.get('vary');
  if (!vary) headers.set('Vary', 'Accept-Encoding');
  else if (vary !== '*' && !/\baccept-encoding\b/i.test(vary))
    headers.set('Vary', `${vary}, Accept-Encoding`);
}

/**
 * Hono's `c.res =` merges the old answer's headers into the new one by re-wrapping its body as a
 * stream; the new answer already has every header, so the old one is dropped first.
 */
function replace(c: { res: Response | undefined }, res: Response) {
  c.res = undefined;
  c.res = res;
}
