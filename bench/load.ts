import autocannon from 'autocannon';
import { fork, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Figure } from './figure';
import { printTable } from './figure';
import { BENCH_SERVER_ENV } from './start-server';

// The offline server under high concurrency for a while: errors (must be 0),
// latency, and the server's memory after a full GC before and after the run
// (growth must stay under 10 %). The rate limiter stays on, with a ceiling the
// run cannot reach, so its cost is part of the figures.

const CONNECTIONS = 100;
const WARMUP_S = 3;

interface Memory {
  rss: number;
  heapUsed: number;
  gc: boolean;
}

interface LoadServer {
  url: string;
  memory(): Promise<Memory>;
  stop(): Promise<void>;
}

function startLoadServer(): Promise<LoadServer> {
  const child: ChildProcess = fork(resolve('bench/load-server.ts'), [], {
    execArgv: ['--expose-gc', '--import', 'tsx'],
    // The limiter stays on, with a ceiling this run cannot reach, so its cost is counted.
    env: { ...process.env, ...BENCH_SERVER_ENV, RATE_LIMIT_PER_MIN: '1000000' },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const next = <T>(type: string) =>
    new Promise<T>((done, fail) => {
      const onMessage = (message: { type?: string }) => {
        if (message.type !== type) return;
        child.off('message', onMessage);
        child.off('exit', onExit);
        done(message as T);
      };
      const onExit = (code: number | null) => fail(new Error(`load server exited with ${code}`));
      child.on('message', onMessage);
      child.once('exit', onExit);
    });
  return next<{ port: number }>('ready').then(({ port }) => ({
    url: `http://127.0.0.1:${port}`,
    memory: () => {
      const answer = next<Memory>('memory');
      child.send({ type: 'memory' });
      return answer;
    },
    stop: () =>
      new Promise<void>((stopped) => {
        child.once('exit', () => stopped());
        child.disconnect();
      }),
  }));
}

/** A deterministic mix of lookups: points over China (both POI settings), known product names, searches, health. */
function pathStream(names: readonly string[], seed = 7) {
  let state = seed;
  const random = () => (state = (state * 1664525 + 1013904223) >>> 0) / 2 ** 32;
  return () => {
    const pick = random();
    if (pick < 0.55 || names.length === 0) {
      const lat = (18 + random() * 30).toFixed(6);
      const lng = (75 + random() * 55).toFixed(6);
      return `/api/geoToAddress?lat=${lat}&lng=${lng}&poi=${random() < 0.5 ? 1 : 0}`;
    }
    const name = names[Math.floor(random() * names.length)]!;
    if (pick < 0.85) return `/api/cigaretteDetails?name=${encodeURIComponent(name)}`;
    if (pick < 0.95) return `/api/cigarettes?q=${encodeURIComponent([...name].slice(0, 2).join(''))}`;
    return '/api/health';
  };
}

/** Product names the installed catalog knows, found through its own search. */
async function knownNames(url: string): Promise<string[]> {
  const names = new Set<string>();
  for (const q of ['中', '云', '玉', '黄', '芙', '利', '南', '红', '白', '大', '双', '七']) {
    const response = await fetch(`${url}/api/cigarettes?q=${encodeURIComponent(q)}`);
    if (!response.ok) continue;
    for (const name of ((await response.json()) as { names: string[] }).names) names.add(name);
  }
  return [...names];
}

async function drive(url: string, seconds: number, nextPath: () => string) {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    timeout: 10,
    requests: [{ setupRequest: (request) => ({ ...request, path: nextPath() }) }],
  });
  return result;
}

const mib = (bytes: number) => bytes / 2 ** 20;
const growth = (before: number, after: number) => ((after - before) / before) * 100;

export async function runLoadBench(opts: { seconds?: number } = {}): Promise<Figure[]> {
  const seconds = opts.seconds ?? 30;
  const server = await startLoadServer();
  try {
    const names = await knownNames(server.url);
    await drive(server.url, WARMUP_S, pathStream(names, 1));
    const before = await server.memory();
    // A second reading with no load between: how far memory moves on its own (the noise).
    const idle = await server.memory();
    const result = await drive(server.url, seconds, pathStream(names));
    const after = await server.memory();
    const errors = result.errors + result.timeouts + result.non2xx;
    const note = `${CONNECTIONS} connections, ${seconds} s, ${names.length} product names`;
    return [
      {
        name: 'load errors',
        value: errors,
        unit: 'count',
        better: 'lower',
        note: `${result.requests.total} requests; must be 0`,
      },
      { name: 'load requests/s', value: result.requests.average, unit: 'req/s', better: 'higher', note },
      { name: 'load p50 latency', value: result.latency.p50, unit: 'ms', better: 'lower', note },
      { name: 'load p99 latency', value: result.latency.p99, unit: 'ms', better: 'lower', note },
      {
        name: 'load heap before',
        value: mib(before.heapUsed),
        unit: 'MiB',
        note: 'server heap after GC, after warm-up',
      },
      { name: 'load heap after', value: mib(after.heapUsed), unit: 'MiB', note: 'server heap after GC' },
      {
        name: 'load heap growth',
        value: growth(before.heapUsed, after.heapUsed),
        unit: '%',
        better: 'lower',
        noise: Math.abs(growth(before.heapUsed, idle.heapUsed)),
        note: 'must stay under 10 %',
      },
      { name: 'load rss before', value: mib(before.rss), unit: 'MiB' },
      { name: 'load rss after', value: mib(after.rss), unit: 'MiB' },
      {
        name: 'load rss growth',
        value: growth(before.rss, after.rss),
        unit: '%',
        better: 'lower',
        noise: Math.abs(growth(before.rss, idle.rss)),
        note: 'must stay under 10 %',
      },
    ];
  } finally {
    await server.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const seconds = Number(process.argv.find((arg) => arg.startsWith('--seconds='))?.split('=')[1] ?? 30);
  const figures = await runLoadBench({ seconds });
  printTable(figures);
  const failed = figures.filter(
    (f) => (f.name === 'load errors' && f.value > 0) || (f.name.endsWith('growth') && f.value >= 10),
  );
  for (const f of failed) console.error(`FAILED: ${f.name} = ${f.value} ${f.unit}`);
  if (failed.length) process.exitCode = 1;
}
