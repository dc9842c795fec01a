// Run by deadline-gc.test.ts as `node --expose-gc --import tsx`: a callback receiver and a tile server
// that accept and never answer, asked while garbage is collected every few milliseconds. Prints how
// long each request took to be abandoned (JSON on stdout).
import { Hono } from 'hono';
import { createServer, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { Basemap } from '../server/basemaps/basemaps-file';
import { delivery, postCallback } from '../server/jobs/create-jobs';
import { basemapProxy } from '../server/routes/basemap-proxy';

const TIMEOUT_MS = Number(process.argv[2] ?? 300);
const collect = (globalThis as { gc?: () => void }).gc;
if (!collect) throw new Error('run with --expose-gc');

const held: Socket[] = [];
const silent = createServer((socket) => void held.push(socket));
await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
const port = (silent.address() as AddressInfo).port;
const collecting = setInterval(collect, 5);

const timed = async (work: () => Promise<unknown>) => {
  const started = performance.now();
  await work().catch(() => undefined);
  return Math.round(performance.now() - started);
};

const callbackMs = await timed(() =>
  postCallback(
    delivery(`http://127.0.0.1:${port}/hook`, { id: 'x' }),
    `whsec_${Buffer.alloc(24).toString('base64')}`,
    new AbortController().signal,
    TIMEOUT_MS,
  ),
);

const basemap = {
  id: 'silent',
  tiles: {
    urls: [`http://127.0.0.1:${port}/{z}/{x}/{y}.png`],
    type: 'raster',
    tileSize: 256,
    minzoom: 0,
    maxzoom: 18,
  },
} as unknown as Basemap;
const proxy = basemapProxy({ timeoutMs: TIMEOUT_MS });
const app = new Hono();
app.onError((_error, c) => c.text('no tile', 502));
app.get('/tile', (c) => proxy(c, basemap, { z: '0', x: '0', y: '0', source: '0' }));
const tileMs = await timed(async () => app.request('/tile'));

clearInterval(collecting);
for (const socket of held) socket.destroy();
silent.close();
process.stdout.write(`${JSON.stringify({ callbackMs, tileMs })}\n`);
