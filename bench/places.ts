import { createApp } from '../server/main/app';
import { loadGeoData } from '../server/offline/geo/cache/geo-cache';
import { buildPlaceIndex } from '../server/offline/geo/index/place-index';
import { itemAt, itemCount } from '../server/offline/shared/packed-text';
import { PlaceSearch } from '../server/offline/geo/lookup/place-search';
import { placeRoutes } from '../server/routes/places';
import { createOfflineProvider } from '../server/providers/offline';
import type { Figure } from './figure';
import { printTable } from './figure';

// Place search (`npx tsx bench/places.ts`): the index build, and the hardest queries — one
// character, which matches the most names — timed one by one, in process and through the
// route (validation, JSON, contract check), beside a plain scan of every key for reference.

const LETTERS = 'abcdefghjklmnopqrstwxyz'.split('');
/** Near Shanghai, as the box sends it when the map shows Shanghai. */
const NEAR = { lat: 31.23, lng: 121.47 };
const ROUNDS = 20;

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))]!;

/**
 * Wall-clock ms of each run, and the CPU ms this process spent on it (unaffected by other
 * processes on a busy machine). A run that returns a promise is awaited; a synchronous one
 * is timed without the await, so in-process timings carry no microtask.
 */
async function timeEach(
  queries: string[],
  run: (q: string) => unknown,
): Promise<{ wall: number[]; cpu: number[] }> {
  for (const q of queries) await run(q); // warm up
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    for (const q of queries) {
      const cpuBefore = process.cpuUsage();
      const began = performance.now();
      const result = run(q);
      if (result instanceof Promise) await result;
      wall.push(performance.now() - began);
      const used = process.cpuUsage(cpuBefore);
      cpu.push((used.user + used.system) / 1000);
    }
  }
  return { wall, cpu };
}

export async function runPlacesBench(): Promise<Figure[]> {
  const { data } = loadGeoData();
  const built = performance.now();
  const index = buildPlaceIndex(data);
  const buildMs = performance.now() - built;
  const search = new PlaceSearch(index);

  // The 20 characters most names start with, and every initial letter.
  const firsts = new Map<string, number>();
  const names = Array.from({ length: itemCount(index.names) }, (_, i) => itemAt(index.names, i));
  const keys = Array.from({ length: itemCount(index.keys) }, (_, k) => itemAt(index.keys, k));
  for (const name of names) {
    const first = [...name][0];
    if (first && first > '\u2e80') firsts.set(first, (firsts.get(first) ?? 0) + 1);
  }
  const han = [...firsts]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 20)
    .map(([char]) => char);
  const queries = [...LETTERS, ...han];

  const core = await timeEach(queries, (q) => search.search(q, 8, NEAR));
  const scan = await timeEach(queries, (q) => {
    const hits: number[] = [];
    for (let k = 0; k < keys.length; k++) if (keys[k]!.includes(q)) hits.push(index.keyEntry[k]!);
    return hits.length;
  });
  const app = createApp({
    provider: createOfflineProvider({}),
    apiKeys: [],
    logger: () => {},
    extraRoutes: [placeRoutes(() => search)],
  });
  const near = `${NEAR.lat},${NEAR.lng}`;
  const route = await timeEach(queries, async (q) => {
    const response = await app.request(`/api/places?q=${encodeURIComponent(q)}&near=${near}`);
    return response.json();
  });

  return [
    { name: 'places: names indexed', value: names.length, unit: 'names', note: `${keys.length} keys` },
    {
      name: 'places: index build',
      value: buildMs,
      unit: 'ms',
      better: 'lower',
      note: 'pinyin included, at start-up',
    },
    {
      name: 'places: 1-char search CPU p95',
      value: percentile(core.cpu, 0.95),
      unit: 'ms',
      better: 'lower',
      note: 'CPU time of the search alone (a busy machine inflates wall time)',
    },
    {
      name: 'places: 1-char search p95',
      value: percentile(core.wall, 0.95),
      unit: 'ms',
      better: 'lower',
      note: `${queries.length} one-character queries × ${ROUNDS}, in process`,
    },
    {
      name: 'places: 1-char /api/places CPU p95',
      value: percentile(route.cpu, 0.95),
      unit: 'ms',
      better: 'lower',
      note: 'through the route: validation, search, contract check, JSON (target ≤ 5 ms)',
    },
    {
      name: 'places: 1-char /api/places p95',
      value: percentile(route.wall, 0.95),
      unit: 'ms',
      better: 'lower',
      note: 'wall time through the route',
    },
    {
      name: 'places: plain key scan p95',
      value: percentile(scan.wall, 0.95),
      unit: 'ms',
      note: `reference; search is ${(percentile(scan.wall, 0.95) / percentile(core.wall, 0.95)).toFixed(1)}× faster`,
    },
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) printTable(await runPlacesBench());
