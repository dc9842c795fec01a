import { mkdtempSync, writeFileSync } from 'node:fs';
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
});
