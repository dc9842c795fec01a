import type { MiddlewareHandler } from 'hono';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { preferredEncoding } from './accept-encoding';

/** Below this, a compressed body saves less than it costs to make (and its header costs to send). */
export const MIN_COMPRESSED_BYTES = 1024;
/** JSON answers, the style, vector tiles and pages; never images, archives or what is already encoded. */
const COMPRESSIBLE = /^(?:application\/(?:json|x-protobuf|vnd\.mapbox-vector-tile)|text\/)/i;
/** No status whose body is empty, partial (a range) or not the representation. */
const KEEP_STATUS = new Set([101, 204, 206, 304]);

// Fast levels: a 3 KB lookup answer costs ~20 µs either way (brotli 2 is smaller than gzip's best).
const BROTLI = {
  params: { [constants.BROTLI_PARAM_QUALITY]: 2, [constants.BROTLI_PARAM_LGWIN]: 16 },
};
const GZIP = { level: 4, memLevel: 7, windowBits: 14 };

/**
 * Compresses answers on the fly (brotli or gzip, as the client's Accept-Encoding prefers) when
 * their type is text-like and they are at least MIN_COMPRESSED_BYTES; sets `Vary: Accept-Encoding`
 * on every answer that could have been compressed. Leaves alone HEAD, ranges, a body that already
 * has a Content-Encoding or is gzip inside (a proxied vector tile), and `Cache-Control: no-transform`.
 * A strong ETag becomes weak on a compressed body (the bytes differ). Built files come
 * precompressed instead (static-site.ts), so no request pays for compressing them.
 */
export function compressAnswers(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    const headers = res.headers;
    if (c.req.method === 'HEAD' || KEEP_STATUS.has(res.status) || headers.has('content-encoding')) return;
    if (!COMPRESSIBLE.test(headers.get('content-type') ?? '')) return;
    if (/\bno-transform\b/i.test(headers.get('cache-control') ?? '')) return;
    const held = heldBody(res);
    const body = held ?? (res.body ? new Uint8Array(await res.arrayBuffer()) : undefined);
    const size = typeof body === 'string' ? Buffer.byteLength(body) : (body?.byteLength ?? 0);
    const worth = body !== undefined && size >= MIN_COMPRESSED_BYTES && !gzipped(body);
    if (worth) addVary(headers);
    const encoding = worth ? preferredEncoding(c.req.header('accept-encoding')) : undefined;
    if (!encoding) {
      // Read from the stream above: the answer needs its body again.
      if (held === undefined && body !== undefined) replace(c, new Response(body as BodyInit, res));
      return;
    }
    const compressed = encoding === 'br' ? brotliCompressSync(body!, BROTLI) : gzipSync(body!, GZIP);
    headers.set('Content-Encoding', encoding);
    headers.delete('Content-Length');
    const etag = headers.get('etag');
    if (etag && !etag.startsWith('W/')) headers.set('ETag', `W/${etag}`);
    replace(c, new Response(compressed, { status: res.status, headers }));
  };
}

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
