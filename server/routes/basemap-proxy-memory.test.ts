import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppProcess, type AppProcess } from '../../test-support/app-process';
import { startTileServer, type TileServer } from '../../test-support/tile-server';

// A tile server that answers 600 MB for a tile (#36), with and without Content-Length, three asked at
// once: the real server refuses each (502) having read at most its 4 MiB tile cap, and its RSS stays flat.

const OFFERED = 600 * 1024 * 1024;
const CAP = 4 * 1024 * 1024;

let tiles: TileServer;
let server: AppProcess;

beforeAll(async () => {
  tiles = await startTileServer({ hugeBytes: OFFERED });
  const dir = mkdtempSync(join(tmpdir(), 'hostile-tiles-'));
  const entry = (id: string, path: string) => ({
    id,
    label: { zh: id, en: id },
    datum: 'WGS-84',
    attribution: `© ${id}`,
    proxy: true,
    tiles: { urls: [`${tiles.origin}${path}/{z}/{x}/{y}.png`] },
  });
  writeFileSync(
    join(dir, 'basemaps.json'),
    JSON.stringify([
      entry('declared', '/huge/declared'),
      entry('chunked', '/huge/chunked'),
      entry('fine', '/ok'),
    ]),
  );
  server = await startAppProcess({ BASEMAPS_FILE: join(dir, 'basemaps.json'), RATE_LIMIT_PER_MIN: '0' });
}, 60_000);
afterAll(async () => {
  await server?.stop();
  await tiles?.close();
});

describe('a hostile tile server', () => {
  it('gets three 600 MB tiles refused at the cap, and the server’s RSS rises < 100 MB', async () => {
    const tile = async (id: string, n: number) => {
      const response = await fetch(`${server.url}/api/basemaps/${id}/3/${n}/1`);
      return [response.status, await response.text()] as const;
    };
    expect((await tile('fine', 1))[0]).toBe(200); // warmed up: the proxy path is loaded
    const before = server.rssMb();
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, server.rssMb())), 10);
    let answers: (readonly [number, string])[];
    try {
      answers = await Promise.all([tile('declared', 1), tile('chunked', 2), tile('chunked', 3)]);
    } finally {
      clearInterval(sampler);
    }
    peak = Math.max(peak, server.rssMb());
    console.log(`RSS ${before.toFixed(0)} MB before, ${peak.toFixed(0)} MB at most; sent ${tiles.hugeSent}`);
    for (const [status, body] of answers) {
      expect(status).toBe(502);
      expect(body).toContain('the tile is too large');
    }
    expect(peak - before).toBeLessThan(100);
    // Each read stopped at the cap (plus what the sockets buffered), never near the 600 MB offered.
    expect(tiles.hugeSent).toHaveLength(3);
    for (const sent of tiles.hugeSent) expect(sent).toBeLessThan(CAP + 32 * 1024 * 1024);
  }, 60_000);
});
