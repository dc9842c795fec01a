import autocannon from 'autocannon';
import { createWriteStream, openAsBlob, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { finished } from 'node:stream/promises';
import type { Job } from '../src/contract/job-schema';
import type { Figure } from './figure';
import { printTable } from './figure';
import { itemsPerSecond } from './items-per-second';
import { heapCapFlag } from '../test-support/heap-cap';
import { startServer, type RunningServer } from './start-server';

// Server-side jobs, offline, poi=0: a generated points file uploaded to POST /api/jobs and run to
// its last row, beside the batch endpoint's points per second in the same run. The 100,000- and
// the 1,000,000-row jobs each run alone on a fresh server, so their peak RSS (VmHWM) compare like
// with like, as npm start runs (its old-generation cap; the million once more under V8's default, for
// reference); the batch rate and single-lookup latency, with and without the million running, are
// measured on a third server. One instance, no Redis (the in-process queue, JOBS_CONCURRENCY 2).

const BIG = 1_000_000;
const SMALL = 100_000;
const IN_FLIGHT = 8;
/** The old generation's cap npm start and npm run worker run with. */
const HEAP_CAP = heapCapFlag();

function pointStream(seed = 11) {
  let state = seed;
  const next = () => (state = (state * 1664525 + 1013904223) >>> 0) / 2 ** 32;
  return () => ({ lat: +(22 + next() * 20).toFixed(6), lng: +(100 + next() * 22).toFixed(6) });
}

async function writePointsFile(path: string, rows: number) {
  const out = createWriteStream(path);
  const point = pointStream();
  out.write('id,lat,lng\n');
  for (let row = 1; row <= rows; row++) {
    const p = point();
    if (!out.write(`${row},${p.lat},${p.lng}\n`))
      await new Promise<void>((drained) => out.once('drain', () => drained()));
  }
  out.end();
  await finished(out);
}

const peakRssMb = (pid: number) =>
  Number(/VmHWM:\s+(\d+)\s+kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]) / 1024;

/** Uploads the file and waits for the job's last row: seconds from the upload's start. */
async function runJob(server: RunningServer, path: string) {
  const started = performance.now();
  const response = await fetch(`${server.url}/api/jobs?kind=points&lat=lat&lng=lng&poi=0`, {
    method: 'POST',
    headers: { 'content-type': 'text/csv' },
    // A Blob backed by the file: streamed from disk as it is sent (a web stream body stalled here).
    body: await openAsBlob(path),
  });
  const submitted = (await response.json()) as { data: Job; msg: string };
  if (response.status !== 202) throw new Error(`upload refused: ${response.status} ${submitted.msg}`);
  const uploadS = (performance.now() - started) / 1000;
  for (;;) {
    const job = ((await (await fetch(`${server.url}/api/jobs/${submitted.data.id}`)).json()) as { data: Job })
      .data;
    if (job.state === 'done') return { seconds: (performance.now() - started) / 1000, uploadS, job };
    if (job.state !== 'running' && job.state !== 'queued') throw new Error(`job ended ${job.state}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Single lookups, one at a time, for `seconds`: their p99 (ms). */
async function singleP99(server: RunningServer, seconds: number) {
  const point = pointStream(3);
  const result = await autocannon({
    url: server.url,
    connections: 1,
    duration: seconds,
    requests: [
      {
        setupRequest: (request) => {
          const p = point();
          return { ...request, path: `/api/geoToAddress?lat=${p.lat}&lng=${p.lng}` };
        },
      },
    ],
  });
  return result.latency.p99;
}

const rssMb = (pid: number) =>
  Number(/VmRSS:\s+(\d+)\s+kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]) / 1024;

/**
 * One job alone on a fresh server, nothing else sent to it but the job's polling: its RSS once
 * started (the offline data loaded) and its peak (VmHWM) by the job's last row.
 */
async function jobAlone(env: Record<string, string>, path: string, heapCap = true) {
  const server = await startServer(env, undefined, { heapCap });
  try {
    const startedRss = rssMb(server.pid);
    const run = await runJob(server, path);
    return { ...run, startedRss, peakRss: peakRssMb(server.pid) };
  } finally {
    await server.stop();
  }
}

export async function runJobsBench(): Promise<Figure[]> {
  const dir = await mkdtemp(join(tmpdir(), 'jobs-bench-'));
  const env = { JOBS_DIR: join(dir, 'jobs'), BATCH_POINTS_PER_MIN: '0' };
  try {
    const small = join(dir, 'small.csv');
    const big = join(dir, 'big.csv');
    await writePointsFile(small, SMALL);
    await writePointsFile(big, BIG);

    // Peak RSS, like for like: each size alone on a fresh server.
    const smallRun = await jobAlone(env, small);
    const bigRun = await jobAlone(env, big);
    // The same million under V8's default heap limit, for reference.
    const uncappedRun = await jobAlone(env, big, false);

    // The batch endpoint's rate and single-lookup latency on a server of their own, idle and then
    // with the million running.
    const first = await startServer(env);
    const point = pointStream(5);
    const batch = await itemsPerSecond(first, {
      inFlight: IN_FLIGHT,
      seconds: 5,
      next: () => ({
        path: '/api/geoToAddress/batch',
        json: { points: Array.from({ length: 100 }, point) },
        items: 100,
      }),
    });
    const idleP99 = await singleP99(first, 5);
    const bigRunning = runJob(first, big);
    // While the million runs (after its upload), single lookups one at a time.
    await new Promise((resolve) => setTimeout(resolve, 15_000));
    const busyP99 = await singleP99(first, 10);
    await bigRunning;
    await first.stop();

    const jobRate = BIG / bigRun.seconds;
    const figures: Figure[] = [
      {
        name: 'jobs: 1,000,000 points, upload to last row',
        value: bigRun.seconds,
        unit: 's',
        better: 'lower',
        note: `upload ${bigRun.uploadS.toFixed(1)} s; goal ≤ 180 s`,
      },
      {
        name: 'jobs: rows/s (1M) / batch endpoint points/s',
        value: jobRate / batch.value,
        unit: 'ratio',
        better: 'higher',
        note: `${jobRate.toFixed(0)} against ${batch.value.toFixed(0)} (100 a request, ${IN_FLIGHT} in flight, ${batch.errors} errors); goal ≥ 0.7`,
      },
      {
        name: 'jobs: peak RSS, 100k-row job',
        value: smallRun.peakRss,
        unit: 'MB',
        better: 'lower',
        note: `the job alone on a fresh server as npm start runs (${HEAP_CAP}; VmHWM), ${smallRun.startedRss.toFixed(0)} MB once started; run ${smallRun.seconds.toFixed(1)} s; goal ≤ 400`,
      },
      {
        name: 'jobs: peak RSS, 1M-row job',
        value: bigRun.peakRss,
        unit: 'MB',
        better: 'lower',
        note: `the job alone on a fresh server, ${bigRun.startedRss.toFixed(0)} MB once started; goal ≤ 400`,
      },
      {
        name: 'jobs: peak RSS, 1M-row job, V8 default heap',
        value: uncappedRun.peakRss,
        unit: 'MB',
        better: 'lower',
        note: `without ${HEAP_CAP} (npm start's), alone on a fresh server, ${uncappedRun.startedRss.toFixed(0)} MB once started; run ${uncappedRun.seconds.toFixed(1)} s`,
      },
      {
        name: 'jobs: peak RSS, 1M-row job / 100k-row job',
        value: bigRun.peakRss / smallRun.peakRss,
        unit: 'ratio',
        better: 'lower',
        note: 'flat in file size: goal ≈ 1',
      },
      {
        name: 'jobs: single-lookup p99, idle',
        value: idleP99,
        unit: 'ms',
        better: 'lower',
        note: 'one request at a time, 5 s',
      },
      {
        name: 'jobs: single-lookup p99, a job running',
        value: busyP99,
        unit: 'ms',
        better: 'lower',
        note: 'one request at a time, 10 s, the million running',
      },
    ];
    printTable(figures);
    return figures;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
