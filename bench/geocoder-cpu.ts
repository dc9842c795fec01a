import autocannon from 'autocannon';
import type { Figure } from './figure';
import { printTable } from './figure';
import { startServer, type RunningServer } from './start-server';

// Server CPU per request of geoToAddress (poi=0, poi=1) beside /api/health, same server, same run.
// CPU is the server process's user + system time (/proc/<pid>/stat) over a fixed number of
// requests, so the load generator and other processes on the machine stay out of it. The three
// targets take turns for several rounds; each ratio is the median of the rounds' ratios, so a
// round that met a busier machine moves both sides of its ratio together.

const ROUNDS = 7;
const REQUESTS = 3000;
const IN_FLIGHT = 8;

/** A deterministic stream of points over eastern China (GCJ-02), a new point for every request. */
function pointStream(seed: number) {
  let state = seed;
  const next = () => (state = (state * 1664525 + 1013904223) >>> 0) / 2 ** 32;
  return () => `lat=${(22 + next() * 20).toFixed(6)}&lng=${(100 + next() * 22).toFixed(6)}`;
}

interface Target {
  name: string;
  path: () => string;
}

/** Server CPU (µs) per request over `REQUESTS` requests to one target. */
async function cpuPerRequest(server: RunningServer, target: Target, requests = REQUESTS) {
  const before = server.cpuMs();
  const result = await autocannon({
    url: server.url,
    connections: IN_FLIGHT,
    amount: requests,
    requests: [{ setupRequest: (request) => ({ ...request, path: target.path() }) }],
  });
  const failed = result.errors + result.non2xx;
  if (failed > 0) throw new Error(`${target.name}: ${failed} of ${result.requests.total} requests failed`);
  return ((server.cpuMs() - before) * 1000) / result.requests.total;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export async function runGeocoderCpuBench(): Promise<Figure[]> {
  const poi0 = pointStream(42);
  const poi1 = pointStream(4242);
  const targets: Target[] = [
    { name: 'health', path: () => '/api/health' },
    { name: 'geoToAddress poi=0', path: () => `/api/geoToAddress?${poi0()}&poi=0` },
    { name: 'geoToAddress poi=1', path: () => `/api/geoToAddress?${poi1()}&poi=1` },
  ];
  const server = await startServer({}, 'bench/serve-api.ts');
  const cpu = targets.map(() => [] as number[]);
  try {
    for (const target of targets) await cpuPerRequest(server, target, 2000); // warm-up: JIT, data paged in
    for (let round = 0; round < ROUNDS; round++) {
      for (const [i, target] of targets.entries()) cpu[i]!.push(await cpuPerRequest(server, target));
    }
  } finally {
    await server.stop();
  }
  const [health, ...lookups] = cpu;
  const figures: Figure[] = targets.map((target, i) => ({
    name: `geocoder ${target.name} server CPU`,
    value: median(cpu[i]!),
    unit: 'µs/req',
    better: 'lower',
    noise: Math.max(...cpu[i]!) - Math.min(...cpu[i]!),
    note: `median of ${ROUNDS} rounds × ${REQUESTS} requests, ${IN_FLIGHT} in flight`,
  }));
  lookups.forEach((values, i) => {
    const ratios = values.map((v, round) => v / health![round]!);
    figures.push({
      name: `geocoder ${targets[i + 1]!.name} CPU / health CPU`,
      value: median(ratios),
      unit: '×',
      better: 'lower',
      noise: Math.max(...ratios) - Math.min(...ratios),
      note: `${i === 0 ? 'budget 2' : 'budget 2.5'}; rounds ${ratios.map((r) => r.toFixed(2)).join(' ')}`,
    });
  });
  return figures;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  printTable(await runGeocoderCpuBench());
}
