import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadGeoData, type LoadedGeoData } from '../cache/geo-cache';
import { TileSource } from './tile-source';
import { TileWorkerClient } from './tile-worker-client';

let loaded: LoadedGeoData;
let client: TileWorkerClient;
beforeAll(() => {
  loaded = loadGeoData(); // may build the cache: see reverse-geocode.test.ts
  client = new TileWorkerClient(loaded.buffer);
}, 120_000);
afterAll(() => client.close());

describe('TileWorkerClient', () => {
  it('gives the same tile bytes as cutting it in this thread', async () => {
    const local = new TileSource(loaded.data);
    for (const [z, x, y] of [
      [0, 0, 0],
      [4, 13, 6],
    ] as const) {
      expect(await client.tile(z, x, y)).toEqual(local.tile(z, x, y));
    }
  }, 60_000);

  it('gives null for an empty tile', async () => {
    expect(await client.tile(8, 10, 120)).toBeNull(); // the open Pacific
  }, 60_000);

  it('starts a new worker when the old one is gone', async () => {
    await client.close();
    const tile = await client.tile(2, 3, 1);
    expect(tile?.byteLength).toBeGreaterThan(0);
  }, 60_000);
});
