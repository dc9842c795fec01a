import type { Figure } from './figure';
import { printTable } from './figure';
import {
  cpuPerRequest,
  IN_FLIGHT,
  median,
  pointStream,
  REQUESTS,
  ROUNDS,
  type Target,
} from './cpu-per-request';
import { pinClient } from './pin-cpu';
import { builtServerEntry } from './built-server';
import { type RunningServer, startServer } from './start-server';

// How close the app's request path is to its floors (#35): server CPU per request of the app's
// /api/health and of a poi=0 lookup, beside a bare Hono app on @hono/node-server answering the same
// health body (the framework's floor) and a bare node:http server (the platform's), all started
// here and measured in turns in the same run; and what compressing a poi=1 answer adds (the same
// lookups with and without Accept-Encoding). Each figure is the median of the rounds' ratios.
// A third floor, "guarded" Hono, adds to bare Hono what the app keeps as guarantees (security
// headers, request id, log line, metrics), done the plainest way: what they cost at the least.
// The reference the goals are set against (#48) is a production-shaped Fastify 5 peer
// (bench/fastify-peer.ts) carrying the same guarantees; the bare ones stay for information.

const health: Target = { name: 'health', path: () => '/api/health' };
const lookups = (poi: 0 | 1, headers?: Record<string, string>): Target => {
  const point = pointStream(7);
  return { name: `poi=${poi}`, path: () => `/api/geoToAddress?${point()}&poi=${poi}`, headers };
};
/** What Chromium sends over http. */
const BROWSER_ENCODINGS = { 'Accept-Encoding': 'gzip, deflate, br, zstd' };

export async function runRequestFloorBench(): Promise<Figure[]> {
  const pinned = { pinned: true };
  // As npm start runs it: built, on plain node (bench/built-server.ts).
  const app = await startServer({ LOG_LEVEL: 'info' }, builtServerEntry(), pinned);
  const hono = await startServer({ BARE: 'hono' }, 'bench/bare-server.ts', pinned);
  const node = await startServer({ BARE: 'node' }, 'bench/bare-server.ts', pinned);
  const guarded = await startServer({ BARE: 'guarded' }, 'bench/bare-server.ts', pinned);
  const fastify = await startServer({}, 'bench/fastify-peer.ts', pinned);
  const runs: { name: string; server: RunningServer; target: () => Target }[] = [
    { name: 'node', server: node, target: () => health },
    { name: 'hono', server: hono, target: () => health },
    { name: 'guarded', server: guarded, target: () => health },
    { name: 'fastify', server: fastify, target: () => health },
    { name: 'health', server: app, target: () => health },
    { name: 'poi0', server: app, target: () => lookups(0) },
    { name: 'poi1', server: app, target: () => lookups(1) },
    { name: 'poi1br', server: app, target: () => lookups(1, BROWSER_ENCODINGS) },
  ];
  const cpu = new Map(runs.map((run) => [run.name, [] as number[]]));
  const unpin = pinClient();
  try {
    for (const run of runs) await cpuPerRequest(run.server, run.target(), 2000); // warm-up
    for (let round = 0; round < ROUNDS; round++) {
      // A different order each round, so none always meets the machine after the same one.
      const order = runs.map((_, i) => runs[(i + round) % runs.length]!);
      for (const run of order) cpu.get(run.name)!.push(await cpuPerRequest(run.server, run.target()));
    }
  } finally {
    unpin();
    await Promise.all([app, hono, node, guarded, fastify].map((server) => server.stop()));
  }
  const of = (name: string) => cpu.get(name)!;
  const ratios = (a: string, b: string) => of(a).map((value, round) => value / of(b)[round]!);
  const spread = (values: number[]) => Math.max(...values) - Math.min(...values);
  const ratioFigure = (name: string, a: string, b: string, goal: string): Figure => {
    const values = ratios(a, b);
    return {
      name,
      value: median(values),
      unit: '×',
      better: 'lower',
      noise: spread(values),
      note: `goal ${goal}; rounds ${values.map((r) => r.toFixed(2)).join(' ')}`,
    };
  };
  const micros = (name: string, key: string, what: string): Figure => ({
    name,
    value: median(of(key)),
    unit: 'µs/req',
    better: 'lower',
    noise: spread(of(key)),
    note: `${what}; ${ROUNDS} rounds × ${REQUESTS}, ${IN_FLIGHT} in flight, keep-alive`,
  });
  return [
    micros('floor bare node:http health CPU', 'node', 'the platform’s floor'),
    micros('floor bare Hono health CPU', 'hono', 'the framework’s floor, @hono/node-server'),
    micros('floor guarded Hono health CPU', 'guarded', 'bare Hono with the kept guarantees done plainly'),
    micros('floor Fastify peer health CPU', 'fastify', 'Fastify 5, pino, helmet, request id, prom-client'),
    micros('floor app /api/health CPU', 'health', 'log and metrics on, as npm start'),
    micros('floor app poi=0 lookup CPU', 'poi0', 'log and metrics on'),
    micros('floor app poi=1 lookup CPU, identity', 'poi1', 'no Accept-Encoding'),
    micros('floor app poi=1 lookup CPU, compressed', 'poi1br', 'Accept-Encoding as Chromium sends it'),
    ratioFigure('floor app /api/health CPU / Fastify peer', 'health', 'fastify', '≤ 1.0'),
    ratioFigure('floor app poi=1 compressed CPU / app /api/health', 'poi1br', 'health', '≤ 2.5'),
    ratioFigure('floor app poi=1 identity CPU / app /api/health', 'poi1', 'health', 'none (uncompressed)'),
    ratioFigure('floor app /api/health CPU / bare Hono', 'health', 'hono', 'none (the framework’s floor)'),
    ratioFigure('floor app poi=0 lookup CPU / bare Hono', 'poi0', 'hono', 'none (the framework’s floor)'),
    ratioFigure('floor bare Hono CPU / bare node:http', 'hono', 'node', 'none (the floors)'),
    ratioFigure(
      'floor guarded Hono / bare Hono',
      'guarded',
      'hono',
      'none (what the guarantees cost at least)',
    ),
    ratioFigure('floor app /api/health CPU / guarded Hono', 'health', 'guarded', 'none (the app’s own path)'),
    ratioFigure('floor poi=1 compressed CPU / identity', 'poi1br', 'poi1', '≤ 1.10'),
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  printTable(await runRequestFloorBench());
}
