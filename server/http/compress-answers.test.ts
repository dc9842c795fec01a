import { serve } from '@hono/node-server';
import { get as httpGet, type IncomingHttpHeaders } from 'node:http';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writePmtiles } from '../../test-support/pmtiles-writer';
import { solidPng } from '../../test-support/solid-png';
import { loadBasemaps } from '../basemaps/basemaps-file';
import { createApp } from '../main/app';
import { loadOfflineGeo } from '../offline/geo/load-offline-geo';
import { createReverseGeocoder } from '../offline/geo/lookup/reverse-geocode';
import { createOfflineProvider } from '../providers/offline';
import { basemapRoutes } from '../routes/basemap-list';
import { geoRoutes } from '../routes/geo-routes';
import { precompressAssets } from '../../scripts/precompress-assets';

// The real server (@hono/node-server on loopback), read with node:http, which, unlike fetch,
// hands over the bytes as sent: what is compressed, and whether it decompresses to the identity answer.

interface Raw {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

let base: string;
let close: () => void;
let app: ReturnType<typeof createApp>;
const script = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word ${i}`))};\n`;
/** A vector tile as some tile servers send it: gzip inside, with no Content-Encoding. */
const gzippedTile = gzipSync(Buffer.from('x'.repeat(4000)));
const png = solidPng([9, 9, 9], 256);

beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), 'compress-answers-'));
  const dist = join(dir, 'dist');
  mkdirSync(join(dist, 'assets'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>x</title>');
  writeFileSync(join(dist, 'assets', 'app-1234.js'), script);
  precompressAssets(dist);
  writeFileSync(
    join(dir, 'archive.pmtiles'),
    writePmtiles([{ z: 0, x: 0, y: 0, data: png }], { type: 'png', metadata: {} }),
  );
  const file = join(dir, 'basemaps.json');
  const entry = (id: string, extra: object) => ({
    id,
    label: { zh: id, en: id },
    datum: 'WGS-84',
    attribution: id,
    ...extra,
  });
  writeFileSync(
    file,
    JSON.stringify([
      entry('archive', { pmtiles: { file: 'archive.pmtiles' } }),
      entry('proxied', { proxy: true, tiles: { urls: ['http://127.0.0.1:9/{z}/{x}/{y}.pbf'] } }),
      entry('png', { proxy: true, tiles: { urls: ['http://127.0.0.1:9/{z}/{x}/{y}.png'] } }),
    ]),
  );
  // Stand-ins for the tile servers: a gzipped vector tile, and a PNG.
  const fetchTile = async (url: string) =>
    url.endsWith('.png')
      ? new Response(new Uint8Array(png), { headers: { 'Content-Type': 'image/png' } })
      : new Response(new Uint8Array(gzippedTile), { headers: { 'Content-Type': 'application/x-protobuf' } });
  const geo = loadOfflineGeo();
  const streetLevel = geo.streetLevel();
  app = createApp({
    provider: createOfflineProvider({ geocoder: createReverseGeocoder(geo.data) }),
    apiKeys: [],
    logger: () => {},
    distDir: dist,
    extraRoutes: [
      ...geoRoutes(geo, () => streetLevel),
      ...basemapRoutes(loadBasemaps(file, {}), { fetchTile }),
    ],
  });
  await new Promise<void>((listening) => {
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => {
      base = `http://127.0.0.1:${info.port}`;
      listening();
    });
    close = () => void server.close();
  });
}, 120_000); // may build the prepared cache first
afterAll(() => close?.());

function raw(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Raw> {
  return new Promise((done, fail) => {
    const request = httpGet(`${base}${path}`, { headers, method }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        done({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    });
    request.on('error', fail);
  });
}

const decode = (answer: Raw) =>
  answer.headers['content-encoding'] === 'br'
    ? brotliDecompressSync(answer.body)
    : answer.headers['content-encoding'] === 'gzip'
      ? gunzipSync(answer.body)
      : answer.body;

/** The same answer: the same bytes, or for JSON the same value but for the request's own id. */
function same(answer: Buffer, identity: Buffer) {
  if (answer.equals(identity)) return true;
  const withoutId = (bytes: Buffer) => ({ ...JSON.parse(bytes.toString()), request_id: undefined });
  expect(withoutId(answer)).toEqual(withoutId(identity));
  return true;
}

const COMPRESSED = [
  ['a built JS asset', '/assets/app-1234.js'],
  ['the style', '/api/basemap/style.json'],
  ['a vector tile', '/api/tiles/5/26/13.pbf'],
  ['a poi=1 lookup', '/api/geoToAddress?lat=31.2304&lng=121.4737&poi=1'],
] as const;

describe('compressed answers', () => {
  it.each(COMPRESSED)(
    '%s comes as brotli or gzip, as asked, the same bytes once decoded',
    async (_what, path) => {
      const identity = await raw(path);
      expect(identity.status).toBe(200);
      expect(identity.headers['content-encoding']).toBeUndefined();
      expect(identity.body.byteLength).toBeGreaterThanOrEqual(1024);
      expect(identity.headers.vary).toMatch(/accept-encoding/i);
      const asks: [string, string][] = [
        ['gzip, deflate, br, zstd', 'br'],
        ['gzip', 'gzip'],
      ];
      // Weights are read on the fly only (serveStatic matches names; browsers send none).
      if (path.startsWith('/api/')) asks.push(['br;q=0, gzip;q=0.8', 'gzip']);
      for (const [asked, expected] of asks) {
        const answer = await raw(path, { 'Accept-Encoding': asked });
        expect(answer.status).toBe(200);
        expect(answer.headers['content-encoding']).toBe(expected);
        expect(answer.headers.vary).toMatch(/accept-encoding/i);
        expect(answer.body.byteLength).toBeLessThan(identity.body.byteLength);
        expect(same(decode(answer), identity.body)).toBe(true);
      }
      // Only what was asked for: none named, none sent.
      expect(
        (await raw(path, { 'Accept-Encoding': 'identity' })).headers['content-encoding'],
      ).toBeUndefined();
    },
  );

  it('answers HEAD with the headers of the GET it stands for, and no body', async () => {
    const [head, get] = await Promise.all([
      raw('/assets/app-1234.js', { 'Accept-Encoding': 'br' }, 'HEAD'),
      raw('/assets/app-1234.js', { 'Accept-Encoding': 'br' }),
    ]);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.headers['content-length']).toBe(String(get.body.byteLength));
    expect(head.body.byteLength).toBe(0);
  });

  it('leaves a PMTiles range request as it was: 206, the bytes of the range, no encoding', async () => {
    const answer = await raw('/api/basemaps/archive/archive.pmtiles', {
      Range: 'bytes=0-126',
      'Accept-Encoding': 'gzip, br',
    });
    expect(answer.status).toBe(206);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.headers['content-range']).toMatch(/^bytes 0-126\//);
    expect(answer.body.byteLength).toBe(127);
    expect(answer.headers.etag).toMatch(/^"/); // still the strong validator of the file
  });

  it('does not compress a tiny answer, a PNG, or a tile that arrives gzipped', async () => {
    const tiny = await raw('/api/health', { 'Accept-Encoding': 'gzip, br' });
    expect(tiny.status).toBe(200);
    expect(tiny.body.byteLength).toBeLessThan(1024);
    expect(tiny.headers['content-encoding']).toBeUndefined();
    const tile = await raw('/api/basemaps/proxied/0/0/0?s=0', { 'Accept-Encoding': 'gzip, br' });
    expect(tile.status).toBe(200);
    expect(tile.headers['content-encoding']).toBeUndefined();
    expect(tile.body.equals(gzippedTile)).toBe(true);
    const image = await raw('/api/basemaps/png/0/0/0?s=0', { 'Accept-Encoding': 'gzip, br' });
    expect(image.status).toBe(200);
    expect(image.headers['content-encoding']).toBeUndefined();
    expect(image.body.equals(Buffer.from(png))).toBe(true);
  });

  it('compresses in-process answers too (a Response that is not the node server’s)', async () => {
    const path = '/api/geoToAddress?lat=31.2304&lng=121.4737&poi=1';
    const identity = await app.request(path);
    const answer = await app.request(path, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(answer.headers.get('content-encoding')).toBe('gzip');
    const decoded = gunzipSync(Buffer.from(await answer.arrayBuffer()));
    expect(same(decoded, Buffer.from(await identity.arrayBuffer()))).toBe(true);
  });
});

describe('revalidation of what is not cached for good (#48: a repeat visit asks again)', () => {
  it.each([
    ['the page', '/'],
    ['an app route', '/batch'],
    ['the style', '/api/basemap/style.json'],
  ])('%s carries an ETag and answers 304, with no body, when it has not changed', async (_what, path) => {
    const asks = { 'Accept-Encoding': 'gzip, deflate, br, zstd' };
    const first = await raw(path, asks);
    expect(first.status).toBe(200);
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = first.headers.etag;
    expect(etag).toMatch(/^(W\/)?"[^"]+"$/);
    const again = await raw(path, { ...asks, 'If-None-Match': etag! });
    expect(again.status).toBe(304);
    expect(again.body.byteLength).toBe(0);
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['cache-control']).toBe('no-cache');
    expect((await raw(path, { ...asks, 'If-None-Match': '"stale"' })).status).toBe(200);
  });
});
