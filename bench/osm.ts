import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Figure } from './figure';
import { loadGeoData } from '../server/offline/geo/cache/geo-cache';
import { createReverseGeocoder } from '../server/offline/geo/lookup/reverse-geocode';
import { loadOsmData } from '../server/offline/osm/load-osm-data';
import { OsmTileSource } from '../server/offline/osm/osm-tiles';
import { withStreetLevel } from '../server/offline/osm/street-answer';
import { writeSyntheticExtract } from './osm-synthetic';

// Street level from OpenStreetMap (`npm run bench -- --only=osm`): import throughput and peak RSS
// on Monaco and on a generated 5.29-million-node extract, load time, lookup CPU with and without
// the extract beside the offline geocoder, and z14–16 tile times.

const MONACO = resolve('server/offline/osm/fixtures/monaco-latest.osm.pbf');
const tsx = resolve('node_modules/.bin/tsx');

function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}
const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))]!;

function importInChild(file: string, dir: string, label: string): Figure[] {
  const run = spawnSync(tsx, ['bench/osm-import-child.ts', file, dir], {
    encoding: 'utf8',
    maxBuffer: 1 << 20,
  });
  if (run.status !== 0) throw new Error(`import of ${file} failed: ${run.stderr}`);
  const { seconds, elements, maxRssBytes } = JSON.parse(run.stdout.trim().split('\n').at(-1)!) as {
    seconds: number;
    elements: number;
    maxRssBytes: number;
  };
  const mb = statSync(file).size / 1048576;
  return [
    {
      name: `osm import ${label} throughput`,
      value: Math.round(elements / seconds),
      unit: 'elements/s',
      better: 'higher',
      note: `${elements.toLocaleString('en')} elements, ${mb.toFixed(1)} MB in ${seconds.toFixed(1)} s`,
    },
    {
      name: `osm import ${label} peak RSS`,
      value: Math.round(maxRssBytes / 1048576),
      unit: 'MB',
      better: 'lower',
    },
  ];
}

/** µs per reverse lookup (with POIs), median of batches. */
function lookupMicros(
  reverse: (lng: number, lat: number) => unknown,
  points: Array<[number, number]>,
): number {
  const runs: number[] = [];
  for (let round = 0; round < 5; round++) {
    const began = performance.now();
    for (const [lng, lat] of points) reverse(lng, lat);
    runs.push(((performance.now() - began) * 1000) / points.length);
  }
  return percentile(runs, 0.5);
}

function tileFigures(tiles: OsmTileSource, box: number[], label: string): Figure[] {
  const figures: Figure[] = [];
  const next = random(7);
  for (const z of [14, 15, 16]) {
    const n = 2 ** z;
    const tx = (lng: number) => Math.floor(((lng + 180) / 360) * n);
    const ty = (lat: number) => {
      const sin = Math.sin((lat * Math.PI) / 180);
      return Math.floor((0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * n);
    };
    const times: number[] = [];
    const seen = new Set<string>();
    for (let i = 0; i < 300; i++) {
      const x = tx(box[0]! + next() * (box[2]! - box[0]!));
      const y = ty(box[1]! + next() * (box[3]! - box[1]!));
      if (seen.has(`${x}/${y}`)) continue; // a cached tile would not measure cutting
      seen.add(`${x}/${y}`);
      const began = performance.now();
      tiles.tile(z, x, y);
      times.push(performance.now() - began);
    }
    figures.push({
      name: `osm tile z${z} p95 (${label})`,
      value: percentile(times, 0.95),
      unit: 'ms',
      better: 'lower',
      note: `${times.length} distinct tiles, cut and encoded`,
    });
  }
  return figures;
}

export async function runOsmBench(): Promise<Figure[]> {
  const work = mkdtempSync(join(tmpdir(), 'osm-bench-'));
  try {
    const figures: Figure[] = [...importInChild(MONACO, join(work, 'monaco'), 'Monaco')];
    const pbf = join(work, 'synthetic.osm.pbf');
    const nodes = await writeSyntheticExtract(join(work, 'synthetic.opl'), pbf);
    rmSync(join(work, 'synthetic.opl'));
    figures.push(
      ...importInChild(pbf, join(work, 'synthetic'), `synthetic ${(nodes / 1e6).toFixed(2)}M nodes`),
    );

    const began = performance.now();
    const synthetic = loadOsmData(join(work, 'synthetic'))!;
    const loadMs = performance.now() - began;
    // The grid compresses to ~1 MB of PBF, so a per-100-MB ratio would flatter nothing: say what was loaded.
    const c = synthetic.manifest.extracts[0]!.counts;
    figures.push({
      name: 'osm data load (synthetic)',
      value: Math.round(loadMs),
      unit: 'ms',
      better: 'lower',
      note: `${c.roads.toLocaleString('en')} road pieces, ${c.houseNumbers.toLocaleString('en')} house numbers, ${c.crossroads.toLocaleString('en')} crossroads`,
    });

    const base = createReverseGeocoder(loadGeoData().data);
    const withOsm = withStreetLevel(base, synthetic);
    const box = synthetic.manifest.extracts[0]!.bbox;
    const next = random(3);
    const points = Array.from(
      { length: 2000 },
      () => [box[0] + next() * (box[2] - box[0]), box[1] + next() * (box[3] - box[1])] as [number, number],
    );
    const without = lookupMicros((lng, lat) => base.reverse({ lng, lat, poi: 1 }), points);
    const beside = lookupMicros((lng, lat) => withOsm.reverse({ lng, lat, poi: 1 }), points);
    figures.push(
      {
        name: 'osm lookup CPU without extract',
        value: without,
        unit: 'µs/request',
        better: 'lower',
        note: '2,000 points in the synthetic grid, poi=1',
      },
      {
        name: 'osm lookup CPU with extract',
        value: beside,
        unit: 'µs/request',
        better: 'lower',
        note: `same points: street, number, crossroad, POIs added (${(beside / without).toFixed(1)}×)`,
      },
    );
    figures.push(...tileFigures(new OsmTileSource(synthetic), box, 'synthetic'));
    const monaco = loadOsmData(join(work, 'monaco'))!;
    figures.push(...tileFigures(new OsmTileSource(monaco), [7.409, 43.725, 7.44, 43.752], 'Monaco'));
    return figures;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
