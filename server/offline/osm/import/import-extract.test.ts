import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { OsmData } from '../serve/load-osm-data';
import { ExtractError } from './read-extract';
import { runImport } from './run-import';
import { collector, EDGE_CASES, fixture, importToTemp, MONACO } from '../test-fixtures';

let monaco: OsmData & { log: string[] };
beforeAll(async () => {
  monaco = await importToTemp(MONACO);
}, 60_000);

describe('npm run osm:import on Monaco', () => {
  it('keeps the header: file, replication timestamp, bounding box', () => {
    const info = monaco.manifest.extracts[0]!;
    expect(info.file).toBe('monaco-latest.osm.pbf');
    expect(info.replicationTimestamp).toBe('2025-02-11T21:21:02.000Z');
    expect(info.bbox).toEqual([7.408583, 43.483817, 7.595671, 43.75293]);
  });

  it('counts every element and what it kept', () => {
    const c = monaco.manifest.extracts[0]!.counts;
    // osmium fileinfo: 39,586 nodes, 5,777 ways, 309 relations
    expect([c.nodes, c.ways, c.relations]).toEqual([39586, 5777, 309]);
    expect(c.streets).toBeGreaterThan(150);
    expect(c.houseNumbers).toBeGreaterThan(300);
    expect(c.pois).toBeGreaterThan(800);
    expect(c.crossroads).toBeGreaterThan(150);
    expect(c.buildings).toBeGreaterThan(1000);
  });

  it('prints plain progress lines off a TTY and a summary at the end', () => {
    const text = monaco.log.join('');
    expect(text).toMatch(
      /monaco-latest\.osm\.pbf: 0\.6 MB of 0\.6 MB \(100 %\), 45,672 elements, [\d,]+\/s, ETA 0s/,
    );
    expect(text).toMatch(/streets .* house numbers, .* POIs, .* crossroads, .* km²/);
    expect(text).toMatch(/imported 1 extract\(s\) into .* in \d+s, peak memory \d+ MB/);
    expect(text).not.toContain('\r');
  });

  it('writes a versioned directory and nothing beside it', () => {
    expect(readdirSync(monaco.dir).sort()).toEqual([
      'extract-1.bin',
      'extract-1.places.json',
      'manifest.json',
    ]);
    expect(JSON.parse(readFileSync(join(monaco.dir, 'manifest.json'), 'utf8')).format).toBe(4);
    expect(readdirSync(dirname(monaco.dir))).toEqual(['osm']);
  });
});

describe('a bad file', () => {
  const importInto = async (dir: string, file: string) => runImport([file], dir, collector().out);

  it('stops naming the file when it is truncated, and leaves the previous data in place', async () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'osm-')), 'osm');
    await importInto(dir, EDGE_CASES);
    const before = readFileSync(join(dir, 'manifest.json'), 'utf8');
    await expect(importInto(dir, fixture('corrupt-truncated.osm.pbf'))).rejects.toThrow(
      'corrupt-truncated.osm.pbf: truncated: the file ends in the middle of a data block (400 bytes)',
    );
    expect(readFileSync(join(dir, 'manifest.json'), 'utf8')).toBe(before);
    expect(readdirSync(dirname(dir))).toEqual(['osm']);
  });

  it('leaves no temporary files behind, whether the import succeeds or fails', async () => {
    const scratch = mkdtempSync(join(tmpdir(), 'osm-scratch-'));
    const dir = join(mkdtempSync(join(tmpdir(), 'osm-')), 'osm');
    await runImport([EDGE_CASES], dir, collector().out, scratch);
    expect(readdirSync(scratch)).toEqual([]);
    await expect(
      runImport([EDGE_CASES, fixture('corrupt-truncated.osm.pbf')], dir, collector().out, scratch),
    ).rejects.toThrow(/truncated/);
    expect(readdirSync(scratch)).toEqual([]);
  });

  it('removes what an import killed outright left beside the data, not what a running one uses', async () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'osm-')), 'osm');
    const [dead, alive] = [`${dir}.scratch-2147483646-abcdef`, `${dir}.scratch-${process.ppid}-abcdef`];
    for (const left of [dead, alive, `${dir}.importing-2147483646`])
      mkdirSync(join(left, 'nodes'), { recursive: true });
    await runImport([EDGE_CASES], dir, collector().out);
    expect(readdirSync(dirname(dir)).sort()).toEqual(['osm', 'osm.scratch-' + process.ppid + '-abcdef']);
  });

  it('says what is wrong with a file that is not OSM PBF', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'osm-bad-'));
    const text = join(folder, 'notes.osm.pbf');
    writeFileSync(text, 'hello, not a map');
    const xml = join(folder, 'city.osm');
    writeFileSync(xml, '<?xml version="1.0"?><osm version="0.6"></osm>');
    const dir = join(folder, 'osm');
    await expect(importInto(dir, text)).rejects.toThrow(
      new ExtractError(text, 'not an OSM PBF file (it does not start with an OSMHeader block)'),
    );
    await expect(importInto(dir, xml)).rejects.toThrow(/city\.osm: this is OSM XML; convert it first/);
    await expect(importInto(dir, join(folder, 'none.osm.pbf'))).rejects.toThrow('none.osm.pbf: no such file');
    expect(existsSync(dir)).toBe(false);
  });

  it('stops on a data block that does not inflate', async () => {
    const bytes = readFileSync(MONACO);
    for (let i = 200_000; i < 200_400; i++) bytes[i] = (bytes[i]! * 7 + 13) % 256;
    const file = join(mkdtempSync(join(tmpdir(), 'osm-bad-')), 'garbled.osm.pbf');
    writeFileSync(file, bytes);
    await expect(importInto(join(dirname(file), 'osm'), file)).rejects.toThrow(
      /^garbled\.osm\.pbf: corrupt OSM PBF data/,
    );
  });
});
