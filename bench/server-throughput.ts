import autocannon from 'autocannon';
import type { Figure } from './figure';
import { printTable } from './figure';
import { startServer, type RunningServer } from './start-server';

// Requests per second and latency of the API at 32 requests in flight, each
// beside /api/health from the same server in the same run (ratios, since
// absolute figures on a shared 2-core machine are noisy).

const IN_FLIGHT = 32;

/** A deterministic stream of points over mainland China (GCJ-02 bounding box). */
function pointStream(seed = 42) {
  let state = seed;
  const next = () => (state = (state * 1664525 + 1013904223) >>> 0) / 2 ** 32;
  return () => ({ lat: 22 + next() * 20, lng: 100 + next() * 22 });
}

const NAMES = [
  '中华(硬)',
  '中华（软）',
  '玉溪(软)',
  '云烟(紫)',
  '黄鹤楼(软蓝)',
  '芙蓉王(硬)',
  '利群(新版)',
  '南京(炫赫门)',
];

interface Target {
  name: string;
  path: () => string;
}

async function drive(server: RunningServer, target: Target, seconds: number) {
  const cpuBefore = server.cpuMs();
  const result = await autocannon({
    url: server.url,
    connections: IN_FLIGHT,
    duration: seconds,
    requests: [{ setupRequest: (request) => ({ ...request, path: target.path() }) }],
  });
  return {
    // Server CPU per request: steadier than req/s on a shared machine, where the
    // load generator competes with the server for the same two cores.
    cpuUs: ((server.cpuMs() - cpuBefore) * 1000) / result.requests.total,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

export async function runServerThroughputBench(seconds = 5): Promise<Figure[]> {
  const server = await startServer({}, 'bench/serve-api.ts');
  const point = pointStream();
  let n = 0;
  const targets: Target[] = [
    { name: 'health', path: () => '/api/health' },
    {
      name: 'geoToAddress poi=0',
      path: () => {
        const p = point();
        return `/api/geoToAddress?lat=${p.lat.toFixed(6)}&lng=${p.lng.toFixed(6)}&poi=0`;
      },
    },
    {
      name: 'geoToAddress poi=1',
      path: () => {
        const p = point();
        return `/api/geoToAddress?lat=${p.lat.toFixed(6)}&lng=${p.lng.toFixed(6)}&poi=1`;
      },
    },
    {
      name: 'cigaretteDetails',
      path: () => `/api/cigaretteDetails?name=${encodeURIComponent(NAMES[n++ % NAMES.length]!)}`,
    },
  ];

  const figures: Figure[] = [];
  try {
    await drive(server, targets[1]!, 2); // warm-up (JIT, prepared data paged in)
    const results = [];
    for (const target of targets) results.push({ target, ...(await drive(server, target, seconds)) });
    const health = results[0]!;
    for (const r of results) {
      const label = `server ${r.target.name}`;
      figures.push({
        name: `${label} req/s`,
        value: r.rps,
        unit: 'req/s',
        better: 'higher',
        note: `${IN_FLIGHT} in flight, ${r.errors} errors`,
      });
      figures.push({ name: `${label} p50`, value: r.p50, unit: 'ms', better: 'lower' });
      figures.push({ name: `${label} p99`, value: r.p99, unit: 'ms', better: 'lower' });
      if (Number.isFinite(r.cpuUs))
        figures.push({ name: `${label} server CPU`, value: r.cpuUs, unit: 'µs/req', better: 'lower' });
      if (r !== health) {
        figures.push({
          name: `${label} / health`,
          value: r.rps / health.rps,
          unit: 'ratio',
          better: 'higher',
          note: r.target.name === 'geoToAddress poi=0' ? 'goal ≥ 0.7' : undefined,
        });
        if (Number.isFinite(r.cpuUs)) {
          figures.push({
            name: `${label} / health CPU`,
            value: health.cpuUs / r.cpuUs,
            unit: 'ratio',
            better: 'higher',
            note: 'health CPU per request ÷ this one',
          });
        }
      }
    }
  } finally {
    await server.stop();
  }
  return figures;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  printTable(await runServerThroughputBench());
}
