import { statSync, truncateSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadOsmData, OsmDataError } from './load-osm-data';
import { EDGE_CASES, importToTemp } from '../test-fixtures';

describe('loading an imported extract at start-up', () => {
  it('reads the data file in the background: the same tables whether asked at once or once ready', async () => {
    const { dir } = await importToTemp(EDGE_CASES);
    const atOnce = loadOsmData(dir)!.extracts[0]!;
    const later = loadOsmData(dir)!;
    await later.ready;
    const { roads, pois } = later.extracts[0]!.tables;
    expect(roads.count).toBeGreaterThan(0);
    expect(atOnce.tables.roads.coords).toEqual(roads.coords);
    expect(atOnce.tables.pois.props.name).toEqual(pois.props.name);
    const names = Array.from(roads.props.name!, (i) => later.extracts[0]!.strings.get(i));
    expect(names.filter(Boolean).length).toBeGreaterThan(0);
    expect(Array.from(roads.props.name!, (i) => atOnce.strings.get(i))).toEqual(names);
  }, 60_000);

  it('stops start-up, naming the file, when the data file is shorter than its manifest says', async () => {
    const { dir } = await importToTemp(EDGE_CASES);
    const bin = join(dir, 'extract-1.bin');
    truncateSync(bin, statSync(bin).size - 8);
    expect(() => loadOsmData(dir)).toThrow(OsmDataError);
    expect(() => loadOsmData(dir)).toThrow(
      /extract-1\.bin: shorter than its manifest says; run npm run osm:import again/,
    );
  }, 60_000);
});
