import { readdirSync, statSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import type { Figure } from './figure';
import type { LoadedGeoData } from '../server/offline/geo/cache/geo-cache';
import { loadPlaceIndex } from '../server/offline/geo/cache/place-index-cache';
import { loadOsmData } from '../server/offline/osm/serve/load-osm-data';
import { osmPlaces } from '../server/offline/osm/serve/osm-place-source';

export const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))]!;

/** CPU milliseconds (user + system, every thread of the process) since `before`. */
export const cpuSince = (before: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1000;
};

interface Run {
  wall: number;
  cpu: number;
}

/**
 * What an imported directory adds to start-up, as `npm start` loads it: the data directory
 * (`loadOsmData`) and the place index holding its names, read from the cache (the first start
 * after an import builds it once), less the place index without an extract. Three figures, each
 * the median of 5 rounds: what start-up waits for (the data file is then read in the
 * background); when that background read is done (CPU of all threads); and what a request
 * arriving at once would wait, the tables read there and then. Also per 100 MB of the extract,
 * with the machine's load average beside.
 */
export async function loadFigures(
  pbf: string,
  dir: string,
  label: string,
  geo: LoadedGeoData,
  cacheDir: string,
): Promise<Figure[]> {
  const index = (osm?: ReturnType<typeof loadOsmData>) =>
    loadPlaceIndex(geo.data, geo.key, osm && osmPlaces(osm), cacheDir);
  index(loadOsmData(dir)); // builds the cache with the extract once
  await loadOsmData(dir)!.ready;
  index();
  const runs = { without: [] as Run[], start: [] as Run[], ready: [] as Run[], atOnce: [] as Run[] };
  const timeOne = async (into: Run[], run: () => Promise<unknown> | unknown) => {
    const began = performance.now();
    const cpu = process.cpuUsage();
    await run();
    into.push({ wall: performance.now() - began, cpu: cpuSince(cpu) });
  };
  for (let round = 0; round < 5; round++) {
    await timeOne(runs.without, () => index());
    const began = performance.now();
    const cpu = process.cpuUsage();
    const data = loadOsmData(dir)!;
    index(data);
    runs.start.push({ wall: performance.now() - began, cpu: cpuSince(cpu) });
    await data.ready;
    runs.ready.push({ wall: performance.now() - began, cpu: cpuSince(cpu) });
    await timeOne(runs.atOnce, () => {
      const now = loadOsmData(dir)!;
      index(now);
      return now.extracts.length && now.ready;
    });
  }
  const median = (list: Run[]) => ({
    wall: percentile(
      list.map((r) => r.wall),
      0.5,
    ),
    cpu: percentile(
      list.map((r) => r.cpu),
      0.5,
    ),
  });
  const without = median(runs.without);
  const added = (list: Run[]) => {
    const m = median(list);
    return { wall: m.wall - without.wall, cpu: m.cpu - without.cpu };
  };
  const mb = statSync(pbf).size / 1048576;
  const dirMb = readdirSync(dir).reduce((sum, f) => sum + statSync(join(dir, f)).size, 0) / 1048576;
  const load = `load average ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} cores`;
  const per100 = (ms: number) => Math.round(((ms / mb) * 100) / 10) / 100;
  const start = added(runs.start);
  const ready = added(runs.ready);
  const atOnce = added(runs.atOnce);
  const sizes = `${mb.toFixed(1)} MB extract, ${dirMb.toFixed(0)} MB data directory`;
  return [
    {
      name: `osm data load (${label})`,
      value: Math.round(start.wall),
      unit: 'ms',
      better: 'lower',
      note: `CPU ${Math.round(start.cpu)} ms; what start-up waits for: manifest, size check, cached place index with the extract (${Math.round(median(runs.start).wall)} ms) less without (${Math.round(without.wall)} ms); ${sizes}; ${load}`,
    },
    {
      name: `osm data load per 100 MB of extract (${label})`,
      value: per100(start.wall),
      unit: 's',
      better: 'lower',
      note: `target ≤ 2 s; CPU ${per100(start.cpu).toFixed(2)} s per 100 MB; ${load}`,
    },
    {
      name: `osm data read in the background (${label})`,
      value: Math.round(ready.wall),
      unit: 'ms',
      better: 'lower',
      note: `from loadOsmData until its data file is in memory; CPU of all threads ${Math.round(ready.cpu)} ms (${per100(ready.wall).toFixed(2)} s wall, ${per100(ready.cpu).toFixed(2)} s CPU per 100 MB)`,
    },
    {
      name: `osm data load with a request at once (${label})`,
      value: Math.round(atOnce.wall),
      unit: 'ms',
      better: 'lower',
      note: `the tables asked for right away, so read there and then; CPU ${Math.round(atOnce.cpu)} ms (${per100(atOnce.wall).toFixed(2)} s wall, ${per100(atOnce.cpu).toFixed(2)} s CPU per 100 MB)`,
    },
  ];
}
