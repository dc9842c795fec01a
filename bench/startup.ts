import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { buildServerApart } from '../test-support/built-server';
import { freePort } from '../test-support/redis-server';
import { waitFor200 } from '../test-support/served-process';
import type { Figure } from './figure';
import { BENCH_SERVER_ENV } from './start-server';

// Start-up to ready (#34): from spawning the process to the first 200 of /api/health/ready, the
// offline provider (the default), as production runs it (node on the built server) beside how
// `npm start` ran it before (the tsx CLI on server/main/start.ts). Alternated, same run.

const RUNS = 3;

async function msToReady(command: string[]): Promise<number> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(command[0]!, command.slice(1), {
    env: { ...process.env, ...BENCH_SERVER_ENV, PORT: String(port) },
    stdio: 'ignore',
  });
  try {
    await waitFor200(`http://127.0.0.1:${port}/api/health/ready`, 120_000);
    return performance.now() - started;
  } finally {
    const exited = new Promise((done) => child.once('exit', done));
    child.kill('SIGTERM');
    await exited;
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const spread = (values: number[]) => Math.max(...values) - Math.min(...values);

export async function runStartupBench(): Promise<Figure[]> {
  const built = await buildServerApart();
  const tsx = [resolve('node_modules/.bin/tsx'), 'server/main/start.ts'];
  const node = [process.execPath, built.start];
  const times = { tsx: [] as number[], node: [] as number[] };
  try {
    for (let run = 0; run < RUNS; run++) {
      times.tsx.push(await msToReady(tsx));
      times.node.push(await msToReady(node));
    }
  } finally {
    built.remove();
  }
  const figure = (name: string, values: number[]): Figure => ({
    name,
    value: Math.round(median(values)),
    unit: 'ms',
    better: 'lower',
    noise: Math.round(spread(values)),
    note: `median of ${RUNS}, alternated`,
  });
  return [
    figure('start-up to ready, built server (node)', times.node),
    figure('start-up to ready, tsx (before #34)', times.tsx),
    {
      name: 'start-up built / tsx',
      value: Number((median(times.node) / median(times.tsx)).toFixed(2)),
      unit: 'x',
      better: 'lower',
      note: 'below 1: the built server is ready sooner',
    },
  ];
}
