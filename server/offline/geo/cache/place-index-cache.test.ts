import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { entriesWithChar } from '../index/name-index';
import { placeAt } from '../index/place-columns';
import { loadGeoData } from './geo-cache';
import { loadPlaceIndex, placeIndexFile } from './place-index-cache';

const dir = `${mkdtempSync(join(tmpdir(), 'place-index-'))}/`;
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the place index cache', () => {
  const { data, key } = loadGeoData();

  it('is built once, then read back the same; a change of data builds it again', () => {
    const built = loadPlaceIndex(data, key, undefined, dir);
    expect(built.fromCache).toBe(false);
    const read = loadPlaceIndex(data, key, undefined, dir);
    expect(read.fromCache).toBe(true);
    expect(read.index.keys).toEqual(built.index.keys);
    expect(read.index).toEqual(built.index);
    expect(placeAt(read.index.places, 0)).toEqual(placeAt(built.index.places, 0));
    expect(entriesWithChar(read.index, '京')).toEqual(entriesWithChar(built.index, '京'));

    expect(loadPlaceIndex(data, { ...key, builder: 'another' }, undefined, dir).fromCache).toBe(false);
  }, 60_000);

  it("keeps the index with imported extracts apart, and only the latest extracts' one", () => {
    const osm = (file: string) => ({ source: { name: 'osm', entries: () => [] }, version: file });
    expect(placeIndexFile(undefined, dir).file).not.toBe(placeIndexFile(osm('a.osm.pbf'), dir).file);
    loadPlaceIndex(data, key, osm('a.osm.pbf'), dir);
    loadPlaceIndex(data, key, osm('b.osm.pbf'), dir);
    expect(readdirSync(dir).sort()).toEqual(
      ['place-index.bin', basename(placeIndexFile(osm('b.osm.pbf'), dir).file)].sort(),
    );
  }, 60_000);
});
