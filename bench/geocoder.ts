import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FeatureCollection, Geometry } from 'geojson';
import whichPolygon from 'which-polygon';
import { loadGeoData } from '../server/offline/geo/cache/geo-cache';
import { featurePolygon } from '../server/offline/geo/data/geometry-set';
import { RegionLookup } from '../server/offline/geo/lookup/region-lookup';
import { TileSource } from '../server/offline/geo/tiles/tile-source';
import type { Figure } from './figure';
import { runGeocoderCpuBench } from './geocoder-cpu';
import { BENCH_SERVER_ENV, processCpuMs } from './start-server';

// The offline geocoder and basemap, measured (`npx tsx bench/geocoder.ts`):
// point lookup against which-polygon over the same DataV polygons in one run,
// tile generation z0–z10, server start to ready, the server's resident memory, and its CPU per
// geoToAddress request beside /api/health (bench/geocoder-cpu.ts).

export interface GeocoderFigure {
  name: string;
  value: number;
  unit: string;
  better?: 'higher' | 'lower';
  note?: string;
}

/** A fixed pseudo-random sequence, so every run measures the same points and tiles. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))]!;

/** China's box (GCJ-02); about 60 % of its points fall in a region, the rest abroad or at sea. */
function chinaPoints(count: number, seed = 1): Array<[number, number]> {
  const next = random(seed);
  return Array.from({ length: count }, () => [73.5 + next() * 61.5, 18 + next() * 35.5]);
}

/** Median µs per lookup over batches (one timer call per batch, so the timer's cost stays out). */
function timeLookups(points: Array<[number, number]>, lookup: (p: [number, number]) => unknown, batch = 500) {
  const perLookup: number[] = [];
  for (let round = 0; round < 3; round++) {
    for (let start = 0; start + batch <= points.length; start += batch) {
      const began = performance.now();
      for (let i = start; i < start + batch; i++) lookup(points[i]!);
      perLookup.push(((performance.now() - began) * 1000) / batch);
    }
  }
  return median(perLookup);
}

function lookupFigures(): GeocoderFigure[] {
  const { data } = loadGeoData();
  const ours = new RegionLookup(data.leaves, [data.cities, data.provinces]);
  const polygons: FeatureCollection<Geometry, { i: number }> = {
    type: 'FeatureCollection',
    features: data.leaves.records.map((_, i) => ({
      type: 'Feature',
      geometry: featurePolygon(data.leaves.set, i),
      properties: { i },
    })),
  };
  const theirs = whichPolygon(polygons);
  const points = chinaPoints(50_000);
  // Same answers? (Slivers where DataV polygons overlap may legitimately differ.)
  let agree = 0;
  for (const [x, y] of points) {
    if (ours.findIndex(x, y) === (theirs([x, y])?.i ?? -1)) agree++;
  }
  // Warm both up, then alternate so neither gets a cooler machine.
  timeLookups(points.slice(0, 5000), ([x, y]) => ours.findIndex(x, y));
  timeLookups(points.slice(0, 5000), (p) => theirs(p));
  const oursMicros = timeLookups(points, ([x, y]) => ours.findIndex(x, y));
  const theirsMicros = timeLookups(points, (p) => theirs(p));
  return [
    {
      name: 'geocoder lookup median',
      value: oursMicros,
      unit: 'µs',
      better: 'lower',
      note: 'flatbush + banded edges, 2,869 DataV leaf polygons',
    },
    {
      name: 'which-polygon lookup median',
      value: theirsMicros,
      unit: 'µs',
      better: 'lower',
      note: 'same polygons, same points, same run',
    },
    {
      name: 'geocoder speed-up over which-polygon',
      value: theirsMicros / oursMicros,
      unit: '×',
      better: 'higher',
      note: 'budget ≥ 1, team goal 2',
    },
    {
      name: 'geocoder agrees with which-polygon',
      value: (agree / points.length) * 100,
      unit: '%',
      better: 'higher',
      note: `${points.length} points in China's box`,
    },
  ];
}

/** Web Mercator tile of a point. */
function tileOf(lng: number, lat: number, z: number): [number, number] {
  const n = 2 ** z;
  const rad = (lat * Math.PI) / 180;
  return [
    Math.floor(((lng + 180) / 360) * n),
    Math.floor(((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * n),
  ];
}

function tileFigures(): GeocoderFigure[] {
  const { data } = loadGeoData();
  const tiles = new TileSource(data);
  const prepareStarted = performance.now();
  tiles.prepare();
  const prepareMs = performance.now() - prepareStarted;
  const next = random(7);
  const times: number[] = [];
  const seen = new Set<string>();
  for (let z = 0; z <= 10; z++) {
    for (let i = 0; i < 60; i++) {
      const [x, y] = tileOf(73.5 + next() * 61.5, 18 + next() * 35.5, z);
      if (seen.has(`${z}/${x}/${y}`)) continue; // first requests only: the LRU would make repeats free
      seen.add(`${z}/${x}/${y}`);
      const began = performance.now();
      tiles.tile(z, x, y);
      times.push(performance.now() - began);
    }
  }
  return [
    {
      name: 'tile generation p95 (z0–z10)',
      value: percentile(times, 0.95),
      unit: 'ms',
      better: 'lower',
      note: `${times.length} distinct tiles over China, uncached`,
    },
    { name: 'tile generation median (z0–z10)', value: median(times), unit: 'ms', better: 'lower' },
    {
      name: 'tile index preparation',
      value: prepareMs,
      unit: 'ms',
      better: 'lower',
      note: 'once per process, in the background after the first tile',
    },
  ];
}

function residentMegabytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)\s+kB/.exec(status)?.[1] ?? NaN);
  return kb / 1024;
}

/** Starts the real server (offline provider) in a child process; returns start-to-ready and RSS after use. */
async function serverFigures(): Promise<GeocoderFigure[]> {
  loadGeoData(); // make sure the prepared cache exists, as after the first start
  const began = performance.now();
  // One process (node with tsx's loader, as `npm start` runs it), so its pid's RSS is the server's.
  const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), '--serve'], {
    env: { ...process.env, ...BENCH_SERVER_ENV },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    const url = await new Promise<string>((done, fail) => {
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const match = /Serving on (http:\/\/[^/\s]+)\//.exec(output);
        if (match) done(match[1]!);
      });
      child.once('exit', (code) => fail(new Error(`server exited with ${code}:\n${output}`)));
    });
    const readyMs = performance.now() - began;
    // CPU to ready is steadier than wall time on a shared machine, where start-up waits for a core.
    const readyCpuMs = processCpuMs(child.pid!);
    const afterStart = residentMegabytes(child.pid!);
    // Use it like a map session: clicks with POIs, then tiles at every zoom over China.
    for (const [lng, lat] of chinaPoints(300, 3))
      await (await fetch(`${url}/api/geoToAddress?lat=${lat}&lng=${lng}&poi=1`)).text();
    const next = random(11);
    for (let z = 0; z <= 10; z++) {
      for (let i = 0; i < 80; i++) {
        const [x, y] = tileOf(73.5 + next() * 61.5, 18 + next() * 35.5, z);
        await (await fetch(`${url}/api/tiles/${z}/${x}/${y}.pbf`)).arrayBuffer();
      }
    }
    const afterUse = residentMegabytes(child.pid!);
    return [
      {
        name: 'server start to ready',
        value: readyMs,
        unit: 'ms',
        better: 'lower',
        note: 'spawn to listening, prepared cache present; budget 2000',
      },
      {
        name: 'server start CPU',
        value: readyCpuMs,
        unit: 'ms',
        better: 'lower',
        note: 'the server process, all threads, spawn to listening (/proc, 10 ms ticks)',
      },
      { name: 'server RSS after start', value: afterStart, unit: 'MB', better: 'lower' },
      {
        name: 'server RSS after 300 lookups + 880 tiles',
        value: afterUse,
        unit: 'MB',
        better: 'lower',
        note: 'budget 400',
      },
    ];
  } finally {
    child.kill('SIGTERM');
  }
}

export async function runGeocoderBench(): Promise<Figure[]> {
  return [...lookupFigures(), ...tileFigures(), ...(await serverFigures()), ...(await runGeocoderCpuBench())];
}

const isMain = process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain && process.argv.includes('--serve')) {
  const { serveApp } = await import('../server/main/serve-app');
  await serveApp({});
} else if (isMain) {
  const figures = await runGeocoderBench();
  const rows = figures.map((f) => [f.name, f.value.toFixed(f.value >= 100 ? 0 : 2), f.unit, f.note ?? '']);
  const widths = [0, 1, 2].map((i) => Math.max(...rows.map((row) => row[i]!.length)));
  for (const row of rows)
    console.log(row.map((cell, i) => (i < 3 ? cell.padEnd(widths[i]!) : cell)).join('  '));
}
