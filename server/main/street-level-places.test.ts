import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadGeoData } from '../offline/geo/cache/geo-cache';
import { loadPlaceIndex } from '../offline/geo/cache/place-index-cache';
import { loadOsmData } from '../offline/osm/serve/load-osm-data';
import { osmPlaces } from '../offline/osm/serve/osm-place-source';
import { EDGE_CASES, importToTemp } from '../offline/osm/test-fixtures';

// Where geo's place search and the imported extracts meet, as the server's assembly joins them.
describe("an imported extract's names in the place search", () => {
  it('reads the places file only when the place index has to be built', async () => {
    const { dir } = await importToTemp(EDGE_CASES);
    const { data, key } = loadGeoData();
    const cacheDir = `${mkdtempSync(join(tmpdir(), 'place-index-'))}/`;
    expect(loadPlaceIndex(data, key, osmPlaces(loadOsmData(dir)!), cacheDir).fromCache).toBe(false);

    writeFileSync(join(dir, 'extract-1.places.json'), '{not json');
    const again = loadOsmData(dir)!; // the index is cached: the places file is not touched
    expect(loadPlaceIndex(data, key, osmPlaces(again), cacheDir).fromCache).toBe(true);
    expect(again.extracts[0]!.tables.roads.count).toBeGreaterThan(0);
    expect(() => again.extracts[0]!.places).toThrow(/extract-1\.places\.json: not readable/);
  }, 60_000);
});
