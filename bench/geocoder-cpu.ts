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
import { startServer } from './start-server';

// Server CPU per request of geoToAddress (poi=0, poi=1) beside /api/health, same server, same run.
// CPU is the server process's user + system time (/proc/<pid>/stat) over a fixed number of
// requests, so the load generator and other processes on the machine stay out of it. The three
// targets take turns for several rounds; each ratio is the median of the rounds' ratios, so a
// round that met a busier machine moves both sides of its ratio together.

export async function runGeocoderCpuBench(): Promise<Figure[]> {
  const poi0 = pointStream(42);
  const poi1 = pointStream(4242);
  const targets: Target[] = [
    { name: 'health', path: () => '/api/health' },
    { name: 'geoToAddress poi=0', path: () => `/api/geoToAddress?${poi0()}&poi=0` },
    { name: 'geoToAddress poi=1', path: () => `/api/geoToAddress?${poi1()}&poi=1` },
  ];
  const server = await startServer({}, 'bench/serve-api.ts', { pinned: true });
  const cpu = targets.map(() => [] as number[]);
  const unpin = pinClient();
  try {
    for (const target of targets) await cpuPerRequest(server, target, 2000); // warm-up: JIT, data paged in
    for (let round = 0; round < ROUNDS; round++) {
      for (const [i, target] of targets.entries()) cpu[i]!.push(await cpuPerRequest(server, target));
    }
  } finally {
    unpin();
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
