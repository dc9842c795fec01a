import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { busiestSecond } from '../test-support/busiest-second';
import type { ReceivedRequest } from '../test-support/fake-upstream-server';
import { freePort, startRedis, type TestRedis } from '../test-support/redis-server';
import type { Figure } from './figure';
import { printTable } from './figure';
import { type RunningServer, startServer } from './start-server';

// Two app instances sharing one real redis-server, in upstream mode against the fake
// upstream with UPSTREAM_MAX_RPS=50: 100 connections for 30 s through both (50 each).
// Errors (any non-2xx or socket error) must be 0, the upstream must never see more than
// 50 requests in any one second (a sliding second over the arrival times the fake records
// in its own process, so that the load generator's busy event loop cannot bunch them),
// memory must stay flat. Run twice: Redis steady, then Redis
// killed at 10 s and started again a second later.

const MAX_RPS = 50;
const SECONDS = 30;
const CONNECTIONS_EACH = 50;
/** Distinct points asked: misses cost quota until the shared cache holds them. */
const POINTS = 4000;

const rssMiB = (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]) / 1024;

function pointStream(seed: number) {
  let state = seed;
  const random = () => (state = (state * 1664525 + 1013904223) >>> 0) / 2 ** 32;
  return () => {
    const i = Math.floor(random() * POINTS);
    return `/api/geoToAddress?lat=${(30 + (i % 100) / 100).toFixed(5)}&lng=${(110 + Math.floor(i / 100) / 100).toFixed(5)}`;
  };
}

/** The fake upstream in its own process: the load generator here would delay its clock. */
async function startUpstreamProcess() {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', resolve('test-support/fake-upstream.ts')], {
    env: { ...process.env, FAKE_UPSTREAM_PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((ready, fail) => {
    child.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('fake upstream on') && ready());
    child.once('exit', (code) => fail(new Error(`fake upstream exited with ${code}`)));
  });
  const url = `http://127.0.0.1:${port}`;
  return {
    url: `${url}/prefix`,
    requests: async () =>
      ((await (await fetch(`${url}/__requests`)).json()) as ReceivedRequest[]).filter((r) =>
        r.path.startsWith('/prefix/'),
      ),
    close: () => new Promise<void>((stopped) => (child.once('exit', () => stopped()), child.kill('SIGTERM'))),
  };
}

async function run(label: string, restartRedisAt?: number): Promise<Figure[]> {
  const [redis, upstream]: [TestRedis, Awaited<ReturnType<typeof startUpstreamProcess>>] = await Promise.all([
    startRedis(),
    startUpstreamProcess(),
  ]);
  const env = {
    UPSTREAM_BASE_URL: upstream.url,
    REDIS_URL: redis.url,
    UPSTREAM_MAX_RPS: String(MAX_RPS),
    RATE_LIMIT_PER_MIN: '1000000',
    UPSTREAM_TIMEOUT_MS: '10000',
  };
  const servers: RunningServer[] = [];
  try {
    servers.push(await startServer(env), await startServer(env));
    // A short warm-up through both, then the memory baseline.
    await Promise.all(servers.map((server, i) => fire(server.url, 3, 10, i + 100)));
    const rssBefore = servers.map((server) => rssMiB(server.pid));
    const startedAt = Date.now();
    const restart = restartRedisAt
      ? setTimeout(() => {
          void redis.stop().then(() => setTimeout(() => void redis.start(), 1000));
        }, restartRedisAt * 1000)
      : undefined;
    const results = await Promise.all(
      servers.map((server, i) => fire(server.url, SECONDS, CONNECTIONS_EACH, i + 1)),
    );
    clearTimeout(restart);
    const calls = await upstream.requests();
    const rssAfter = servers.map((server) => rssMiB(server.pid));
    const requests = results.reduce((sum, r) => sum + r.requests.total, 0);
    const errors = results.reduce((sum, r) => sum + r.errors + r.timeouts + r.non2xx, 0);
    const growth = Math.max(...rssAfter.map((after, i) => ((after - rssBefore[i]!) / rssBefore[i]!) * 100));
    const peak = busiestSecond(calls.filter((call) => call.at >= startedAt).map((call) => call.at));
    return [
      {
        name: `redis ${label}: requests`,
        value: requests,
        unit: 'req',
        better: 'higher',
        note: `${SECONDS} s, 100 connections over 2 instances`,
      },
      {
        name: `redis ${label}: errors`,
        value: errors,
        unit: 'req',
        better: 'lower',
        note: 'non-2xx, socket errors and time-outs; must be 0',
      },
      {
        name: `redis ${label}: upstream peak`,
        value: peak,
        unit: 'req/s',
        better: 'lower',
        note: `busiest sliding second at the fake upstream; UPSTREAM_MAX_RPS=${MAX_RPS}`,
      },
      {
        name: `redis ${label}: upstream calls`,
        value: calls.length,
        unit: 'req',
        note: `${POINTS} distinct points`,
      },
      {
        name: `redis ${label}: RSS growth`,
        value: Number(growth.toFixed(1)),
        unit: '%',
        better: 'lower',
        note: `worst instance, ${rssBefore.map((v) => v.toFixed(0)).join('/')} → ${rssAfter.map((v) => v.toFixed(0)).join('/')} MiB`,
      },
    ];
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    await redis.stop();
    await upstream.close();
  }
}

function fire(url: string, duration: number, connections: number, seed: number) {
  const next = pointStream(seed);
  return autocannon({
    url,
    connections,
    duration,
    timeout: 15,
    requests: [{ setupRequest: (request) => ({ ...request, path: next() }) }],
  });
}

export async function runRedisLoadBench(): Promise<Figure[]> {
  const figures = [...(await run('steady')), ...(await run('restart at 10 s', 10))];
  printTable(figures);
  return figures;
}
