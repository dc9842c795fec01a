import type { Context } from 'hono';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { preferredEncoding } from './accept-encoding';
import { compressedStream, peekStream } from './compress-stream';
import { addNodeHeader, requestHeader } from './node-exchange';

/** Below this, a compressed body saves less than it costs to make (and its header costs to send). */
export const MIN_COMPRESSED_BYTES = 1024;
/** JSON answers, the style, vector tiles and pages; never images, archives or what is already encoded. */
const COMPRESSIBLE = /^(?:application\/(?:json|x-protobuf|vnd\.mapbox-vector-tile)|text\/)/i;
/** No status whose body is empty, partial (a range) or not the representation. */
const KEEP_STATUS = new Set([101, 204, 206, 304]);

// Fast levels, and a window no larger than the body (a bigger one only costs its set-up). Brotli 0
// below 16 KB (lookup answers: a 4 KB one in ~12 µs, 7 % more bytes than quality 1's ~18 µs, ~37 at
// quality 2 with a 64 KB window), 1 above (the style, vector tiles: their bytes count more).
const windowBits = (size: number, min: number, max: number) =>
  Math.min(Math.max(Math.ceil(Math.log2(size)), min), max);
// One options object per quality and window, made once: at qualities 0 and 1 a size hint changes
// no byte (checked on answers, the style and 200 KB of JSON), and Brotli reads every key it is given.
const brotliSettings = new Map<number, { params: Record<number, number> }>();
function brotliOptions(size: number) {
  const quality = size < 16 * 1024 ? 0 : 1;
  const window = windowBits(size, 10, 18);
  const key = quality * 100 + window;
  let options = brotliSettings.get(key);
  if (options === undefined) {
    options = {
      params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_LGWIN]: window },
    };
    brotliSettings.set(key, options);
  }
  return options;
}
const gzipOptions = (size: number) => ({ level: 1, windowBits: windowBits(size, 9, 15) });

/**
 * Compresses the answer on the fly (brotli or gzip, as the client's Accept-Encoding prefers) when
 * its type is text-like and it is at least MIN_COMPRESSED_BYTES; sets `Vary: Accept-Encoding`
 * on every answer that could have been compressed. Leaves alone HEAD, ranges, a body that already
 * has a Content-Encoding or is gzip inside (a proxied vector tile), and `Cache-Control: no-transform`.
 * A strong ETag becomes weak on a compressed body (the bytes differ). Built files come
 * precompressed instead (static-site.ts), so no request pays for compressing them.
 * A small answer held whole is let go before any header is read (most lookups and health); one
 * whose headers are a plain object (`c.json`'s) is answered with a plain object again, which
 * @hono/node-server writes as it is, where a `Headers` object is built, validated and sorted twice.
 */
export function compressAnswer(c: Context): Promise<void> | undefined {
  const res = c.res;
  if (c.req.method === 'HEAD' || KEEP_STATUS.has(res.status)) return undefined;
  const held = heldAnswer(res);
  if (held !== undefined && surelySmall(held.body)) return undefined;
  const headers = held?.headers ?? live(res.headers);
  if (headers.get('content-encoding') || !COMPRESSIBLE.test(headers.get('content-type') ?? ''))
    return undefined;
  if (/\bno-transform\b/i.test(headers.get('cache-control') ?? '')) return undefined;
  // Only a streamed answer is awaited (its first bytes); one held whole costs no promise.
  if (held) return void answerWith(c, res.status, headers, held.body, true);
  if (!res.body) return undefined;
  return answerStreamed(c, res.status, headers, res.body);
}

/**
 * A streamed answer (a job's file) is never read whole: its first bytes tell a small body (answered
 * as a held one) or a gzipped one (passed on); anything larger is compressed as it streams.
 */
async function answerStreamed(
  c: Context,
  status: number,
  headers: AnswerHeaders,
  body: ReadableStream<Uint8Array>,
) {
  const { head, ended, whole } = await peekStream(body, MIN_COMPRESSED_BYTES);
  if (ended) return answerWith(c, status, headers, head, false);
  if (gzipped(head)) return replace(c, new Response(whole, { status, headers: headers.sent }));
  const encoding = preferredEncoding(requestHeader(c, 'accept-encoding'));
  const sent = headers.copy();
  addVary(sent);
  if (!encoding) return replace(c, new Response(whole, { status, headers: sent.sent }));
  markEncoded(sent, encoding);
  replace(c, new Response(compressedStream(whole, encoding), { status, headers: sent.sent }));
}

function answerWith(
  c: Context,
  status: number,
  headers: AnswerHeaders,
  body: string | Uint8Array,
  held: boolean,
) {
  const encoding = preferredEncoding(requestHeader(c, 'accept-encoding'));
  // Encoded once: its size, and what is compressed (a string body would be encoded for each).
  const bytes = encoding && typeof body === 'string' ? Buffer.from(body) : body;
  const size = byteSize(bytes);
  const worth = size >= MIN_COMPRESSED_BYTES && !gzipped(bytes);
  if (!worth || !encoding) {
    // The answer as it is, with Vary when it could have been compressed: on Node's response where
    // the answer has none (no new answer made), else on a copy of its headers.
    const vary = worth && !headers.get('vary');
    if (vary && held && addNodeHeader(c, 'Vary', 'Accept-Encoding')) return;
    const changed = worth ? headers.copy() : undefined;
    const varied = changed !== undefined && addVary(changed);
    // Read from the stream above, or its headers changed: the answer is made again.
    if (!held || varied)
      replace(c, new Response(body as BodyInit, { status, headers: (changed ?? headers).sent }));
    return;
  }
  const compressed =
    encoding === 'br' ? brotliCompressSync(bytes, brotliOptions(size)) : gzipSync(bytes, gzipOptions(size));
  const sent = headers.copy();
  addVary(sent);
  markEncoded(sent, encoding);
  replace(c, new Response(compressed, { status, headers: sent.sent }));
}

/** A compressed body's headers: its encoding, no length (the bytes differ), a strong ETag made weak. */
function markEncoded(sent: EditableHeaders, encoding: 'br' | 'gzip') {
  sent.set('Content-Encoding', encoding);
  sent.delete('Content-Length');
  const etag = sent.get('etag');
  if (etag && !etag.startsWith('W/')) sent.set('ETag', `W/${etag}`);
}

const byteSize = (body: string | Uint8Array) =>
  typeof body === 'string' ? Buffer.byteLength(body) : body.byteLength;

/** Under MIN_COMPRESSED_BYTES for sure, counted without encoding a string where its length tells (a UTF-16 unit is 1–3 bytes). */
function surelySmall(body: string | Uint8Array): boolean {
  if (typeof body !== 'string') return body.byteLength < MIN_COMPRESSED_BYTES;
  if (body.length >= MIN_COMPRESSED_BYTES) return false;
  return body.length * 3 < MIN_COMPRESSED_BYTES || Buffer.byteLength(body) < MIN_COMPRESSED_BYTES;
}

/** An answer's headers, read by lower-case name, and what to make the new answer with. */
interface AnswerHeaders {
  get(name: Lowercase<string>): string | null | undefined;
  /** Headers to change without changing these (the answer's own may be shared). */
  copy(): EditableHeaders;
  readonly sent: HeadersInit;
}

interface EditableHeaders extends AnswerHeaders {
  set(name: string, value: string): void;
  delete(name: string): void;
}

const live = (headers: Headers): EditableHeaders => ({
  get: (name) => headers.get(name),
  set: (name, value) => headers.set(name, value),
  delete: (name) => headers.delete(name),
  copy: () => live(new Headers(headers)),
  sent: headers,
});

/** A plain header object (`c.json`'s), read as it is; copied, keyed in lower case, to be changed. */
const plainHeaders = (plain: Record<string, string>): AnswerHeaders => ({
  get: (name) => {
    for (const key in plain) if (key.toLowerCase() === name) return plain[key];
    return undefined;
  },
  copy: () => copied(plain),
  sent: plain,
});

function copied(plain: Record<string, string>): EditableHeaders {
  const sent: Record<string, string> = {};
  for (const name in plain) sent[name.toLowerCase()] = plain[name]!;
  return {
    get: (name) => sent[name],
    set: (name, value) => void (sent[name.toLowerCase()] = value),
    delete: (name) => void delete sent[name.toLowerCase()],
    copy: () => copied(sent),
    sent,
  };
}

// @hono/node-server's own Response keeps a string or byte body as given, with its status and
// headers (under a symbol named "cache"), until something asks for a stream: read there, nothing
// is copied or streamed to learn the size, and no Headers object is made from plain headers.
let cacheSymbol: symbol | undefined;
function heldAnswer(res: Response): { body: string | Uint8Array; headers: AnswerHeaders } | undefined {
  cacheSymbol ??= Object.getOwnPropertySymbols(res).find((symbol) => symbol.description === 'cache');
  const held = cacheSymbol && (res as unknown as Record<symbol, unknown[] | undefined>)[cacheSymbol];
  const body = held?.[1];
  if (typeof body !== 'string' && !(body instanceof Uint8Array)) return undefined;
  const headers = held![2];
  if (headers === undefined || headers instanceof Headers) return { body, headers: live(res.headers) };
  return { body, headers: plainHeaders(headers as Record<string, string>) };
}

/** gzip's magic number: a vector tile that arrives gzipped (from a proxied tile server) is not compressed again. */
const gzipped = (body: string | Uint8Array) =>
  typeof body !== 'string' && body[0] === 0x1f && body[1] === 0x8b;

/** Adds Accept-Encoding to Vary; whether that changed it. */
function addVary(headers: EditableHeaders): boolean {
  const vary = headers.get('vary');
  if (vary === '*' || (vary && /\baccept-encoding\b/i.test(vary))) return false;
  headers.set('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
  return true;
}

/**
 * Hono's `c.res =` merges the old answer's headers into the new one by re-wrapping its body as a
 * stream; the new answer already has every header, so the old one is dropped first.
 */
function replace(c: { res: Response | undefined }, res: Response) {
  c.res = undefined;
  c.res = res;
}
