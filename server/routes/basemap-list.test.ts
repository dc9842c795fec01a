import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTileServer, type TileServer } from '../../test-support/tile-server';
import { createApp } from '../main/app';
import { basemapOrigins } from '../basemaps/basemap-origins';
import { loadBasemaps } from '../basemaps/basemaps-file';
import { testApp } from '../main/test-app';
import { basemapRoutes } from './basemap-list';

const KEY = 'tile-key-5c1e';
let tiles: TileServer;
let elsewhere: TileServer;
let app: ReturnType<typeof createApp>;

function csp(response: Response, directive: string): string[] {
  const policy = response.headers.get('content-security-policy') ?? '';
  const found = policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([name]) => name === directive);
  return found?.slice(1) ?? [];
}

beforeAll(async () => {
  elsewhere = await startTileServer();
  tiles = await startTileServer({ redirectTo: elsewhere.origin });
  const dir = mkdtempSync(join(tmpdir(), 'basemap-routes-'));
  writeFileSync(join(dir, 'tiny.pmtiles'), Buffer.from('PMTiles archive bytes 0123456789'));
  const entry = (id: string, extra: object) => ({
    id,
    label: { zh: id, en: id },
    datum: 'WGS-84',
    attribution: `© ${id}`,
    ...extra,
  });
  const file = join(dir, 'basemaps.json');
  writeFileSync(
    file,
    JSON.stringify([
      entry('keyed', {
        proxy: true,
        keyEnv: 'TILE_KEY',
        tiles: { urls: [`${tiles.origin}/keyed/{z}/{x}/{y}.png?tk={key}`], maxzoom: 12 },
      }),
      entry('moved', { proxy: true, tiles: { urls: [`${tiles.origin}/redirect/{z}/{x}/{y}.png`] } }),
      entry('direct', { tiles: { urls: ['https://tiles.example.org/{z}/{x}/{y}.png'] } }),
      entry('styled', { style: 'https://styles.example.net/positron' }),
      entry('archive', { pmtiles: { file: 'tiny.pmtiles' } }),
    ]),
  );
  const basemaps = loadBasemaps(file, { TILE_KEY: KEY });
  const origins = basemapOrigins(basemaps);
  app = createApp({
    provider: testApp().provider,
    apiKeys: [],
    logger: () => {},
    extraRoutes: basemapRoutes(basemaps),
    security: { connectSrc: origins.connect, imgSrc: origins.img },
  });
});
afterAll(async () => {
  await tiles?.close();
  await elsewhere?.close();
});

describe('configured basemaps', () => {
  it('lists each entry once, with a style URL and nothing of its templates or key', async () => {
    const response = await app.request('/api/basemaps');
    const text = await response.text();
    expect(
      JSON.parse(text).basemaps.map((b: { id: string; styleUrl: string }) => [b.id, b.styleUrl]),
    ).toEqual([
      ['keyed', '/api/basemaps/keyed/style.json'],
      ['moved', '/api/basemaps/moved/style.json'],
      ['direct', '/api/basemaps/direct/style.json'],
      ['styled', 'https://styles.example.net/positron'],
      ['archive', '/api/basemaps/archive/style.json'],
    ]);
    expect(text).not.toContain(KEY);
    expect(text).not.toContain(tiles.origin);
  });

  it('makes a proxied entry’s style point at this server, so the key stays here', async () => {
    const text = await (await app.request('/api/basemaps/keyed/style.json')).text();
    expect(JSON.parse(text).sources.s0).toMatchObject({
      type: 'raster',
      tiles: ['/api/basemaps/keyed/{z}/{x}/{y}?s=0'],
      maxzoom: 12,
      attribution: '© keyed',
    });
    expect(text).not.toContain(KEY);
    expect(
      JSON.parse(await (await app.request('/api/basemaps/archive/style.json')).text()).sources.s0,
    ).toMatchObject({
      url: 'pmtiles:///api/basemaps/archive/archive.pmtiles',
    });
  });

  it('fetches a proxied tile from the template’s host with the key, then answers it from the cache', async () => {
    const before = tiles.requests.length;
    const first = await app.request('/api/basemaps/keyed/3/6/3?s=0');
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('image/png');
    expect(first.headers.get('x-tile-cache')).toBe('miss');
    expect(tiles.requests.slice(before)).toEqual([`/keyed/3/6/3.png?tk=${KEY}`]);
    const second = await app.request('/api/basemaps/keyed/3/6/3?s=0');
    expect(second.headers.get('x-tile-cache')).toBe('hit');
    expect(Buffer.from(await second.arrayBuffer())).toEqual(Buffer.from(await first.arrayBuffer()));
    expect(tiles.requests.length).toBe(before + 1);
  });

  it.each([
    ['/api/basemaps/keyed/3/6/3@evil.example', 400],
    ['/api/basemaps/keyed/3/6/..%2F..%2Fx', 400],
    ['/api/basemaps/keyed/3/8/3', 404],
    ['/api/basemaps/keyed/13/0/0', 404],
    ['/api/basemaps/keyed/3/6/3?s=1', 404],
    ['/api/basemaps/direct/3/6/3', 404],
    ['/api/basemaps/nowhere/3/6/3', 404],
  ])('reaches no other host or tile: %s answers %i without a fetch', async (path, status) => {
    const before = tiles.requests.length;
    expect((await app.request(path)).status).toBe(status);
    expect(tiles.requests.length).toBe(before);
  });

  it('follows no redirect away from the template’s host', async () => {
    const response = await app.request('/api/basemaps/moved/1/0/0');
    expect(response.status).toBe(502);
    expect(elsewhere.requests).toEqual([]);
  });

  it('serves a local archive by byte ranges', async () => {
    const part = await app.request('/api/basemaps/archive/archive.pmtiles', {
      headers: { range: 'bytes=0-6' },
    });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe('bytes 0-6/32');
    expect(await part.text()).toBe('PMTiles');
    const tail = await app.request('/api/basemaps/archive/archive.pmtiles', {
      headers: { range: 'bytes=-4' },
    });
    expect(await tail.text()).toBe('6789');
    const past = await app.request('/api/basemaps/archive/archive.pmtiles', {
      headers: { range: 'bytes=99-' },
    });
    expect(past.status).toBe(416);
    expect((await app.request('/api/basemaps/keyed/archive.pmtiles')).status).toBe(404);
  });

  it('allows in the CSP each configured origin for what it serves, and no proxied one', async () => {
    const response = await app.request('/api/basemaps');
    expect(csp(response, 'connect-src')).toEqual([
      "'self'",
      'https://tiles.example.org',
      'https://styles.example.net',
    ]);
    expect(csp(response, 'img-src')).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https://tiles.example.org',
      'https://styles.example.net',
    ]);
    expect(csp(response, 'worker-src')).toEqual(["'self'"]);
    expect(response.headers.get('content-security-policy')).not.toContain(tiles.origin);
  });
});
