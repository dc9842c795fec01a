import { VectorTile } from '@mapbox/vector-tile';
import type { FeatureCollection } from 'geojson';
import { PbfReader } from 'pbf';
import { describe, expect, it } from 'vitest';
import type { GeoData } from '../data/geo-data';
import type { TileLayerSpec } from './tile-layers';
import { TileSource } from './tile-source';

const point = (lng: number, lat: number, name: string): FeatureCollection => ({
  type: 'FeatureCollection',
  features: [{ type: 'Feature', geometry: { type: 'Point', coordinates: [lng, lat] }, properties: { name } }],
});
const builds: string[] = [];
const layer = (name: string, minzoom: number, maxzoom?: number): TileLayerSpec => ({
  name,
  minzoom,
  maxzoom,
  build: () => {
    builds.push(name);
    return point(116.4, 39.9, name);
  },
});
// The layers only read what their own build returns, so no real data is needed here.
const noData = {} as GeoData;
const turn = () => new Promise((done) => setTimeout(done, 5));

describe('TileSource', () => {
  it('carries a layer only between its min and max zoom', () => {
    const tiles = new TileSource(noData, [layer('always', 0), layer('low', 0, 3), layer('high', 4)]);
    const decode = (z: number) => {
      const n = 2 ** z;
      const x = Math.floor(((116.4 + 180) / 360) * n);
      const rad = (39.9 * Math.PI) / 180;
      const y = Math.floor(((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * n);
      return Object.keys(new VectorTile(new PbfReader(tiles.tile(z, x, y)!)).layers).sort();
    };
    expect(decode(2)).toEqual(['always', 'low']);
    expect(decode(5)).toEqual(['always', 'high']);
  });

  it('carries a layer only in the tiles its `carries` accepts; layers of one name are merged', () => {
    const only = (column: number) => ({
      ...layer('shared', 0),
      carries: (_z: number, x: number) => x === column,
    });
    // 116.4°E, 39.9°N lies in tile 1/1/0.
    const count = (tiles: TileSource) =>
      new VectorTile(new PbfReader(tiles.tile(1, 1, 0)!)).layers.shared?.length;
    expect(count(new TileSource(noData, [only(1), layer('shared', 0)]))).toBe(2);
    expect(count(new TileSource(noData, [only(0), layer('shared', 0)]))).toBe(1);
  });

  it('gives null where no layer has anything', () => {
    const tiles = new TileSource(noData, [layer('always', 0)]);
    expect(tiles.tile(3, 0, 0)).toBeNull();
  });

  it('serves a repeated tile, and a repeated empty one, from its cache', () => {
    const tiles = new TileSource(noData, [layer('always', 0)]);
    const first = tiles.tile(0, 0, 0);
    expect(first).not.toBeNull();
    expect(tiles.tile(0, 0, 0)).toBe(first);
    expect(tiles.tile(3, 0, 0)).toBeNull();
    expect(tiles.tile(3, 0, 0)).toBeNull();
  });

  it('after the first tile, makes the other layers ready in the background', async () => {
    builds.length = 0;
    const tiles = new TileSource(noData, [layer('now', 0), layer('later', 8)]);
    tiles.tile(0, 0, 0);
    expect(builds).toEqual(['now']);
    for (let i = 0; i < 10 && tiles.preparedLayers.length < 2; i++) await turn();
    expect(tiles.preparedLayers.sort()).toEqual(['later', 'now']);
  });
});
