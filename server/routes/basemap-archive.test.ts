import { mkdtempSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PMTiles, type RangeResponse, type Source } from 'pmtiles';
import { describe, expect, it } from 'vitest';
import { writePmtiles } from '../../test-support/pmtiles-writer';
import { solidPng } from '../../test-support/solid-png';
import { createApp } from '../main/app';
import { loadBasemaps } from '../basemaps/basemaps-file';
import { testApp } from '../main/test-app';
import { basemapRoutes } from './basemap-list';

describe('a local .pmtiles archive', () => {
  it('is read tile by tile by the pmtiles library through this server’s range requests', async () => {
    const red = solidPng([255, 0, 0], 8);
    const blue = solidPng([0, 0, 255], 8);
    const tiles = [
      { z: 0, x: 0, y: 0, data: red },
      { z: 1, x: 0, y: 0, data: blue },
      { z: 1, x: 0, y: 1, data: blue },
      { z: 1, x: 1, y: 1, data: blue },
      { z: 1, x: 1, y: 0, data: red },
    ];
    const dir = mkdtempSync(join(tmpdir(), 'basemap-archive-'));
    writeFileSync(
      join(dir, 'fixture.pmtiles'),
      writePmtiles(tiles, { type: 'png', metadata: { name: 'x' } }),
    );
    const file = join(dir, 'basemaps.json');
    const entry = { id: 'fixture', label: { zh: 'x', en: 'x' }, datum: 'WGS-84', attribution: 'x' };
    writeFileSync(file, JSON.stringify([{ ...entry, pmtiles: { file: 'fixture.pmtiles' } }]));
    const app = createApp({
      provider: testApp().provider,
      apiKeys: [],
      logger: () => {},
      extraRoutes: basemapRoutes(loadBasemaps(file, {})),
    });
    const ranges: string[] = [];
    const source: Source = {
      getKey: () => 'fixture',
      getBytes: async (offset, length): Promise<RangeResponse> => {
        const range = `bytes=${offset}-${offset + length - 1}`;
        ranges.push(range);
        const response = await app.request('/api/basemaps/fixture/archive.pmtiles', { headers: { range } });
        expect(response.status).toBe(206);
        return { data: await response.arrayBuffer(), etag: response.headers.get('etag') ?? undefined };
      },
    };
    const reader = new PMTiles(source);
    expect(await reader.getHeader()).toMatchObject({ specVersion: 3, minZoom: 0, maxZoom: 1, tileType: 2 });
    expect(await reader.getMetadata()).toEqual({ name: 'x' });
    for (const tile of tiles) {
      const found = await reader.getZxy(tile.z, tile.x, tile.y);
      expect(Buffer.from(found!.data)).toEqual(tile.data);
    }
    expect(await reader.getZxy(2, 0, 0)).toBeUndefined();
    expect(ranges.length).toBeGreaterThan(2);
  });

  it('answers 503 with a message while the archive is gone, logging it once, and serves it again once back', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'basemap-archive-'));
    const archive = join(dir, 'gone.pmtiles');
    writeFileSync(
      archive,
      writePmtiles([{ z: 0, x: 0, y: 0, data: solidPng([0, 255, 0], 8) }], { type: 'png' }),
    );
    const file = join(dir, 'basemaps.json');
    const entry = { id: 'gone', label: { zh: 'x', en: 'x' }, datum: 'WGS-84', attribution: 'x' };
    writeFileSync(file, JSON.stringify([{ ...entry, pmtiles: { file: 'gone.pmtiles' } }]));
    const lines: string[] = [];
    const app = createApp({
      provider: testApp().provider,
      apiKeys: [],
      logger: (line) => lines.push(line),
      requestLog: false,
      extraRoutes: basemapRoutes(loadBasemaps(file, {}), { log: (line) => lines.push(line) }),
    });
    const ask = () =>
      app.request('/api/basemaps/gone/archive.pmtiles', { headers: { range: 'bytes=0-126' } });
    expect((await ask()).status).toBe(206);
    renameSync(archive, `${archive}.moved`);
    for (let i = 0; i < 3; i++) {
      const response = await ask();
      expect(response.status).toBe(503);
      expect(await response.json()).toMatchObject({
        code: 503,
        msg: 'the basemap archive is not available now',
      });
    }
    expect(lines).toEqual([
      `basemap archive ${archive} cannot be read (ENOENT); answering 503 until it is back`,
    ]);
    renameSync(`${archive}.moved`, archive);
    expect((await ask()).status).toBe(206);
    expect(lines.at(-1)).toBe(`basemap archive ${archive} is back: answering from it again`);
  });
});
