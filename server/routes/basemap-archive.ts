import type { Context } from 'hono';
import { createReadStream } from 'node:fs';
import type { Stats } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { HttpError } from '../http/http-error';

/** Says once when an archive goes missing, and once when it is back. */
export interface ArchiveWatch {
  gone(path: string, why: string): void;
  present(path: string): void;
}

export function archiveWatch(log: (line: string) => void): ArchiveWatch {
  const missing = new Set<string>();
  return {
    gone(path, why) {
      if (missing.has(path)) return;
      missing.add(path);
      log(`basemap archive ${path} cannot be read (${why}); answering 503 until it is back`);
    },
    present(path) {
      if (missing.delete(path)) log(`basemap archive ${path} is back: answering from it again`);
    },
  };
}

/**
 * A local .pmtiles archive answered by byte ranges (`Range: bytes=a-b`, `a-`, `-n`): 206 with
 * Content-Range, 416 past the end. The path comes from BASEMAPS_FILE only, never from the request.
 * The ETag lets the PMTiles client notice when the file is replaced under it. An archive gone (removed,
 * moved, no longer a file) answers 503 with a message, logged once by `watch` until it is back.
 */
export async function serveArchive(c: Context, path: string, watch?: ArchiveWatch): Promise<Response> {
  let info: Stats;
  try {
    info = await stat(path);
    if (!info.isFile()) throw Object.assign(new Error('not a file'), { code: 'ENOTFILE' });
  } catch (error) {
    watch?.gone(path, (error as { code?: string }).code ?? 'unreadable');
    throw new HttpError(503, 'the basemap archive is not available now', {
      errorCode: 'basemap_archive_unavailable',
    });
  }
  watch?.present(path);
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
