import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadGeoData } from '../geo/cache/geo-cache';
import { loadPlaceIndex } from '../geo/cache/place-index-cache';
import { loadOsmData } from './load-osm-data';
import { EDGE_CASES, importToTemp } from './test-fixtures';

describe('loading an imported extract at start-up', () => {
  it('reads the places file only when the place index has to be built', async () => {
    const { dir } = await importToTemp(EDGE_CASES);
    const { data, key } = loadGeoData();
    const cacheDir = `${mkdtempSync(join(tmpdir(), 'place-index-'))}/`;
    expect(loadPlaceIndex(data, key, loadOsmData(dir), cacheDir).fromCache).toBe(false);

    writeFileSync(join(dir, 'extract-1.places.json'), '{not json');
    const again = loadOsmData(dir)!; // the index is cached: the places file is not touched
    expect(loadPlaceIndex(data, key, again, cacheDir).fromCache).toBe(true);
    expect(again.extracts[0]!.tables.roads.count).toBeGreaterThan(0);
    expect(() => again.extracts[0]!.places).toThrow(/extract-1\.places\.json: not readable/);
  }, 60_000);
});
