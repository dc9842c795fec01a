import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Figure } from './figure';
import { loadGeoData } from '../server/offline/geo/cache/geo-cache';
import { createReverseGeocoder } from '../server/offline/geo/lookup/reverse-geocode';
import { loadOsmData, type OsmData } from '../server/offline/osm/serve/load-osm-data';
import { OsmTileSource } from '../server/offline/osm/serve/osm-tiles';
import { withStreetLevel } from '../server/offline/osm/serve/street-answer';
import { cpuSince, loadFigures, percentile } from './osm-load';
import { writeSyntheticExtract } from './osm-synthetic';

// Street level from OpenStreetMap (`npm run bench -- --only=osm`): import throughput and peak RSS
// on Monaco and on generated 5.29- and 17.64-million-node extracts, load time, lookup CPU with and without
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

function importInChild(
  file: string,
  dir: string,
  label: string,
): Figure[] & { peak?: number; nodes?: number } {
  const run = spawnSync(tsx, ['--expose-gc', 'bench/osm-import-child.ts', file, dir], {
    encoding: 'utf8',
    maxBuffer: 1 << 20,
  });
  if (run.status !== 0) throw new Error(`import of ${file} failed: ${run.stderr}`);
  const { seconds, elements, nodes, startRss, maxRssBytes } = JSON.parse(
    run.stdout.trim().split('\n').at(-1)!,
  ) as { seconds: number; elements: number; nodes: number; startRss: number; maxRssBytes: number };
  const mb = statSync(file).size / 1048576;
  const figures: Figure[] & { peak?: number; nodes?: number } = [
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
      note: `${Math.round(startRss / 1048576)} MB of it before the import began (Node, tsx, modules)`,
    },
    {
      name: `osm import ${label} peak RSS per node`,
      value: Math.round((maxRssBytes - startRss) / nodes),
      unit: 'B/node',
      better: 'lower',
      note: `(peak − RSS at start) / ${nodes.toLocaleString('en')} nodes`,
    },
  ];
  return Object.assign(figures, { peak: maxRssBytes, nodes });
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

/** CPU milliseconds (user + system) that `run` took in this process. */
function cpuMs(run: () => void): number {
  const before = process.cpuUsage();
  run();
  return cpuSince(before);
}

function tileFigures(data: OsmData, box: number[], label: string): Figure[] {
  const figures: Figure[] = [];
  // A first pass over other tiles warms the JIT (a server cuts thousands); the timed pass starts cold-cached.
  sampleTiles(new OsmTileSource(data), box, random(11), () => 0);
  const tiles = new OsmTileSource(data);
  sampleTiles(tiles, box, random(7), (z, times, cpu) => {
    figures.push({
      name: `osm tile z${z} p95 (${label})`,
      value: percentile(times, 0.95),
      unit: 'ms',
      better: 'lower',
      note: `${times.length} distinct tiles, cut and encoded; CPU p95 ${percentile(cpu, 0.95).toFixed(1)} ms`,
    });
  });
  return figures;
}

function sampleTiles(
  tiles: OsmTileSource,
  box: number[],
  next: () => number,
  report: (z: number, times: number[], cpu: number[]) => void,
): void {
  for (const z of [14, 15, 16]) {
    const n = 2 ** z;
    const tx = (lng: number) => Math.floor(((lng + 180) / 360) * n);
    const ty = (lat: number) => {
      const sin = Math.sin((lat * Math.PI) / 180);
      return Math.floor((0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * n);
    };
    const times: number[] = [];
    const cpu: number[] = [];
    const seen = new Set<string>();
    for (let i = 0; i < 300; i++) {
      const x = tx(box[0]! + next() * (box[2]! - box[0]!));
      const y = ty(box[1]! + next() * (box[3]! - box[1]!));
      if (seen.has(`${x}/${y}`)) continue; // a cached tile would not measure cutting
      seen.add(`${x}/${y}`);
      const began = performance.now();
      cpu.push(cpuMs(() => tiles.tile(z, x, y)));
      times.push(performance.now() - began);
    }
    report(z, times, cpu);
  }
}

export async function runOsmBench(): Promise<Figure[]> {
  const work = mkdtempSync(join(tmpdir(), 'osm-bench-'));
  try {
    const figures: Figure[] = [...importInChild(MONACO, join(work, 'monaco'), 'Monaco')];
    const pbf = join(work, 'synthetic.osm.pbf');
    const nodes = await writeSyntheticExtract(join(work, 'synthetic.opl'), pbf);
    rmSync(join(work, 'synthetic.opl'));
    const small = importInChild(pbf, join(work, 'synthetic'), `synthetic ${(nodes / 1e6).toFixed(2)}M nodes`);
    figures.push(...small);
    // A bigger grid, the size of a province's node count, to show how peak memory grows with it.
    const big = join(work, 'synthetic-big.osm.pbf');
    const bigNodes = await writeSyntheticExtract(join(work, 'synthetic-big.opl'), big, 4200);
    rmSync(join(work, 'synthetic-big.opl'));
    const large = importInChild(
      big,
      join(work, 'synthetic-big'),
      `synthetic ${(bigNodes / 1e6).toFixed(2)}M nodes`,
    );
    figures.push(...large, {
      name: 'osm import peak RSS growth per further node',
      value: Math.round(((large.peak! - small.peak!) / (large.nodes! - small.nodes!)) * 10) / 10,
      unit: 'B/node',
      better: 'lower',
      note: `(peak on the ${(bigNodes / 1e6).toFixed(2)}M grid − peak on the ${(nodes / 1e6).toFixed(2)}M grid) / the nodes between them; bounded memory is ~0`,
    });
    rmSync(big);
    rmSync(join(work, 'synthetic-big'), { recursive: true });

    const synthetic = loadOsmData(join(work, 'synthetic'))!;
    const geo = loadGeoData();
    const cacheDir = `${join(work, 'place-index')}/`;
    figures.push(...(await loadFigures(pbf, join(work, 'synthetic'), 'synthetic', geo, cacheDir)));
    figures.push(...(await loadFigures(MONACO, join(work, 'monaco'), 'Monaco', geo, cacheDir)));

    const base = createReverseGeocoder(geo.data);
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
    figures.push(...tileFigures(synthetic, box, 'synthetic'));
    const monaco = loadOsmData(join(work, 'monaco'))!;
    figures.push(...tileFigures(monaco, [7.409, 43.725, 7.44, 43.752], 'Monaco'));
    return figures;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
