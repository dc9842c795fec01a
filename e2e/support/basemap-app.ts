import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writePmtiles } from '../../test-support/pmtiles-writer';
import { solidPng } from '../../test-support/solid-png';
import { startTileServer, type TileServer } from '../../test-support/tile-server';

/** The colours the configured basemaps draw in: each one's tiles are recognisable on the canvas. */
export const TILE_RGB: [number, number, number] = [255, 0, 255];
export const ARCHIVE_RGB: [number, number, number] = [0, 200, 255];
export const TILE_KEY = 'e2e-tile-key-9b2f7c';

export interface BasemapApp {
  url: string;
  tiles: TileServer;
  close(): Promise<void>;
}

/**
 * The app (offline provider) with a BASEMAPS_FILE of three basemaps beside the offline one: raster
 * XYZ tiles from a loopback tile server (WGS-84), the same server through this app's proxy with a
 * key (CGCS2000), and a .pmtiles archive written here and served by the app. Both servers take a
 * free port; the app is this process's child, stopped by `close`.
 */
export async function startBasemapApp(): Promise<BasemapApp> {
  const tiles = await startTileServer({ rgb: TILE_RGB });
  const dir = mkdtempSync(join(tmpdir(), 'e2e-basemaps-'));
  // z0–z6 in one colour (equal tiles share an entry); MapLibre magnifies z6 past it.
  const png = solidPng(ARCHIVE_RGB);
  const archiveTiles = [];
  for (let z = 0; z <= 6; z++)
    for (let x = 0; x < 2 ** z; x++)
      for (let y = 0; y < 2 ** z; y++) archiveTiles.push({ z, x, y, data: png });
  writeFileSync(join(dir, 'fixture.pmtiles'), writePmtiles(archiveTiles, { type: 'png' }));
  const entry = (id: string, zh: string, datum: string, source: object) => ({
    id,
    label: { zh, en: id },
    datum,
    attribution: `© ${id} e2e`,
    ...source,
  });
  writeFileSync(
    join(dir, 'basemaps.json'),
    JSON.stringify([
      entry('loopback', '回环瓦片', 'WGS-84', { tiles: { urls: [`${tiles.origin}/xyz/{z}/{x}/{y}.png`] } }),
      entry('keyed', '代理瓦片', 'CGCS2000', {
        proxy: true,
        keyEnv: 'E2E_TILE_KEY',
        tiles: { urls: [`${tiles.origin}/keyed/{z}/{x}/{y}.png?tk={key}`] },
      }),
      entry('archive', 'PMTiles 样例', 'WGS-84', { pmtiles: { file: 'fixture.pmtiles', maxzoom: 6 } }),
    ]),
  );
  const port = await freePort();
  const child = spawn('node_modules/.bin/tsx', ['server/main/start.ts'], {
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      API_KEYS: '',
      BASEMAPS_FILE: join(dir, 'basemaps.json'),
      E2E_TILE_KEY: TILE_KEY,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForHealth(url, child);
  return {
    url,
    tiles,
    close: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      await tiles.close();
    },
  };
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function waitForHealth(url: string, child: ChildProcess) {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the app exited with ${child.exitCode}`);
    const ok = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the app at ${url} did not start`);
}
