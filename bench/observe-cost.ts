import type { Figure } from './figure';
import { printTable } from './figure';
import { cpuPerRequest, IN_FLIGHT, median, pointStream, REQUESTS, ROUNDS } from './cpu-per-request';
import { pinClient } from './pin-cpu';
import { startServer } from './start-server';

// What /metrics and the JSON log cost (#27: at most 10 % of server CPU per lookup): two servers
// in the same run, one as `npm start` runs (a JSON line per request to a drained pipe, every
// metric counted, /metrics scraped once a round) and one without either (BENCH_OBSERVE=off),
// taking turns over geoToAddress for several rounds; the figure is the median of the rounds'
// CPU ratios (server process user + system time per request, /proc/<pid>/stat).

/** The same points for both servers, each round. */
const lookups = () => {
  const point = pointStream(42);
  return { name: 'geoToAddress', path: () => `/api/geoToAddress?${point()}&poi=0` };
};

export async function runObserveCostBench(): Promise<Figure[]> {
  const on = await startServer({ LOG_LEVEL: 'info' }, 'bench/serve-api.ts', { pinned: true });
  const off = await startServer({ BENCH_OBSERVE: 'off' }, 'bench/serve-api.ts', { pinned: true });
  const cpu = { on: [] as number[], off: [] as number[] };
  const unpin = pinClient();
  try {
    const scrape = await fetch(`${on.url}/metrics`);
    if (!scrape.ok || !(await scrape.text()).includes('http_requests_total'))
      throw new Error('/metrics did not answer');
    // The switch turns off what is measured: no /metrics on the other side.
    if ((await fetch(`${off.url}/metrics`)).status !== 404)
      throw new Error('BENCH_OBSERVE=off still serves /metrics');
    for (const server of [on, off]) await cpuPerRequest(server, lookups(), 2000); // warm-up: JIT, data paged in
    for (let round = 0; round < ROUNDS; round++) {
      // Alternate which goes first, so neither always meets the machine after the other.
      const order = round % 2 ? (['off', 'on'] as const) : (['on', 'off'] as const);
      for (const which of order) {
        const server = which === 'on' ? on : off;
        const before = server.cpuMs();
        await cpuPerRequest(server, lookups());
        if (which === 'on') await (await fetch(`${on.url}/metrics`)).text(); // a scrape's own cost, in the round
        cpu[which].push(((server.cpuMs() - before) * 1000) / REQUESTS);
      }
    }
  } finally {
    unpin();
    await Promise.all([on.stop(), off.stop()]);
  }
  const ratios = cpu.on.map((value, round) => value / cpu.off[round]!);
  return [
    {
      name: 'observe geoToAddress server CPU, log + metrics on',
      value: median(cpu.on),
      unit: 'µs/req',
      better: 'lower',
    },
    {
      name: 'observe geoToAddress server CPU, both off',
      value: median(cpu.off),
      unit: 'µs/req',
      better: 'lower',
    },
    {
      name: 'observe log + metrics CPU / off',
      value: median(ratios),
      unit: '×',
      better: 'lower',
      noise: Math.max(...ratios) - Math.min(...ratios),
      note: `goal ≤ 1.15 (#35); rounds ${ratios.map((r) => r.toFixed(2)).join(' ')}; ${ROUNDS} rounds × ${REQUESTS} lookups, ${IN_FLIGHT} in flight`,
    },
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  printTable(await runObserveCostBench());
}
