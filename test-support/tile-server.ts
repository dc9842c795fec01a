import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { solidPng } from './solid-png';

export interface TileServer {
  /** http://127.0.0.1:<port> */
  origin: string;
  /** The path and query of every request, in order. */
  requests: string[];
  close(): Promise<void>;
}

/**
 * A loopback XYZ tile server on a free port: `/<anything>/{z}/{x}/{y}.png` answers a PNG of one
 * colour, `/redirect/...` a redirect to `redirectTo` (a proxy must not follow it), anything else 404.
 */
export async function startTileServer(
  options: { rgb?: [number, number, number]; redirectTo?: string } = {},
): Promise<TileServer> {
  const png = solidPng(options.rgb ?? [255, 0, 255]);
  const requests: string[] = [];
  const server = createServer((request: IncomingMessage, response) => {
    const url = request.url ?? '/';
    requests.push(url);
    if (url.startsWith('/redirect/') && options.redirectTo) {
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
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
