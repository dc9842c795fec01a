import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { solidPng } from './solid-png';

export interface TileServer {
  /** http://127.0.0.1:<port> */
  origin: string;
  /** The path and query of every request, in order. */
  requests: string[];
  /** Bytes sent for each `/huge/` request, in order: what its reader took before it let go. */
  hugeSent: number[];
  close(): Promise<void>;
}

/**
 * A loopback XYZ tile server on a free port: `/<anything>/{z}/{x}/{y}.png` answers a PNG of one
 * colour, `/redirect/...` a redirect to `redirectTo` (a proxy must not follow it), `/huge/declared/...` and
 * `/huge/chunked/...` a hostile "tile" of `hugeBytes` (with and without Content-Length), sent as fast as it
 * is read and stopped when the reader lets go; anything else 404.
 */
export async function startTileServer(
  options: { rgb?: [number, number, number]; redirectTo?: string; hugeBytes?: number } = {},
): Promise<TileServer> {
  const png = solidPng(options.rgb ?? [255, 0, 255]);
  const requests: string[] = [];
  const hugeSent: number[] = [];
  const server = createServer((request: IncomingMessage, response) => {
    const url = request.url ?? '/';
    requests.push(url);
    if (url.startsWith('/huge/') && options.hugeBytes) {
      const declared = url.startsWith('/huge/declared/');
      response.writeHead(200, {
        'content-type': 'image/png',
        ...(declared && { 'content-length': String(options.hugeBytes) }),
      });
      sendHuge(response, options.hugeBytes, hugeSent, hugeSent.push(0) - 1);
    } else if (url.startsWith('/redirect/') && options.redirectTo) {
      response.writeHead(302, { location: `${options.redirectTo}${url}` }).end();
    } else if (/\/\d+\/\d+\/\d+\.png(\?|$)/.test(url)) {
      response.writeHead(200, { 'content-type': 'image/png', 'access-control-allow-origin': '*' }).end(png);
    } else {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    hugeSent,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

const HUGE_CHUNK = Buffer.alloc(1 << 20, 0x41);

/** Writes `total` bytes of one reused chunk, waiting for the reader between chunks (so nothing piles up here). */
function sendHuge(response: ServerResponse, total: number, sent: number[], index: number) {
  const next = () => {
    while (sent[index]! < total && !response.destroyed) {
      const chunk = HUGE_CHUNK.subarray(0, Math.min(HUGE_CHUNK.length, total - sent[index]!));
      sent[index]! += chunk.length;
      if (!response.write(chunk)) return void response.once('drain', next);
    }
    if (!response.destroyed) response.end();
  };
  next();
}
