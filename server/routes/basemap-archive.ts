import type { Context } from 'hono';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Readable } from 'node:stream';

/**
 * A local .pmtiles archive answered by byte ranges (`Range: bytes=a-b`, `a-`, `-n`): 206 with
 * Content-Range, 416 past the end. The path comes from BASEMAPS_FILE only, never from the request.
 * The ETag lets the PMTiles client notice when the file is replaced under it.
 */
export async function serveArchive(c: Context, path: string): Promise<Response> {
  const info = await stat(path);
  const etag = `"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
  c.header('Accept-Ranges', 'bytes');
  c.header('ETag', etag);
  c.header('Cache-Control', 'no-cache');
  c.header('Content-Type', 'application/octet-stream');
  const range = parseRange(c.req.header('range'), info.size);
  if (range === 'unsatisfiable') {
    c.header('Content-Range', `bytes */${info.size}`);
    return c.body(null, 416);
  }
  const [start, end] = range ?? [0, info.size - 1];
  c.header('Content-Length', String(end - start + 1));
  if (range) c.header('Content-Range', `bytes ${start}-${end}/${info.size}`);
  const body = Readable.toWeb(createReadStream(path, { start, end })) as ReadableStream<Uint8Array>;
  return c.body(body, range ? 206 : 200);
}

/** One byte range of a file of `size` bytes, undefined for none (or several: the whole file), or unsatisfiable. */
export function parseRange(
  header: string | undefined,
  size: number,
): [number, number] | undefined | 'unsatisfiable' {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '');
  if (!match || (match[1] === '' && match[2] === '')) return undefined;
  if (match[1] === '') {
    const suffix = Number(match[2]);
    return suffix === 0 ? 'unsatisfiable' : [Math.max(0, size - suffix), size - 1];
  }
  const start = Number(match[1]);
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  return start >= size || end < start ? 'unsatisfiable' : [start, end];
}
