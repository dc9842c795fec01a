import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Job } from '../../contract/job-schema';
import { type AppProcess, startAppProcess } from '../../test-support/app-process';
import { type FakeUpstream, startFakeUpstream } from '../../test-support/fake-upstream-server';
import { freePort, startRedis, type TestRedis } from '../../test-support/redis-server';
import { type ServedProcess, startServedProcess } from '../../test-support/served-process';
import { TEST_CALLBACK_SECRET } from '../../test-support/webhook-check';
import { readChunkOutcomes } from '../jobs/work/chunk-files';
import { jobRef } from '../observe/job-ref';

// Two app instances and one `npm run worker` on one real redis-server (persisted, so it can be
// restarted) and one JOBS_DIR. The lookups go to a loopback stand-in for the upstream that answers
// after 1 ms, so a 1,000-row chunk takes a few seconds and a job is mid-run long enough to act on.

let redis: TestRedis;
let upstream: FakeUpstream;
let jobsDir: string;
let a: AppProcess;
let b: AppProcess;
let worker: ServedProcess;
let workerMetricsPort: number;
let receiver: Server;
const received: Job[] = [];
let env: Record<string, string>;

beforeAll(async () => {
  jobsDir = await mkdtemp(join(tmpdir(), 'jobs-cluster-'));
  redis = await startRedis({ persistDir: await mkdtemp(join(tmpdir(), 'jobs-redis-')) });
  upstream = await startFakeUpstream();
  upstream.scenarios = { geo: { delayMs: 1 } };
  receiver = createServer((request, response) => {
    let text = '';
    request.on('data', (part: Buffer) => (text += part.toString()));
    request.on('end', () => {
      received.push((JSON.parse(text) as { data: Job }).data);
      response.end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  env = {
    REDIS_URL: redis.url,
    JOBS_DIR: jobsDir,
    JOBS_CONCURRENCY: '1',
    JOBS_STALL_MS: '2000',
    // 7.2 s: long enough to read a finished job's results, short enough to see them deleted.
    JOBS_RETENTION_HOURS: '0.002',
    JOBS_CALLBACK_HOSTS: '127.0.0.1',
    JOBS_CALLBACK_SECRET: TEST_CALLBACK_SECRET,
    UPSTREAM_BASE_URL: upstream.url,
    BATCH_UPSTREAM_CONCURRENCY: '1',
    BATCH_POINTS_PER_MIN: '0',
    RATE_LIMIT_PER_MIN: '0',
    SHUTDOWN_DRAIN_MS: '2000',
    // No answer cache: each lookup goes to the stand-in (and costs its time).
    CACHE_TTL_S: '0',
    LOG_LEVEL: 'debug',
  };
  [a, b] = await Promise.all([startAppProcess(env), startAppProcess(env)]);
  workerMetricsPort = await freePort();
  worker = startServedProcess([process.execPath, '--import', 'tsx', 'server/main/worker.ts'], {
    ...process.env,
    ...env,
    WORKER_METRICS_PORT: String(workerMetricsPort),
  });
  await vi.waitFor(() => expect(worker.lines.join('\n')).toContain('Working on jobs'), {
    timeout: 60_000,
    interval: 100,
  });
}, 120_000);

afterAll(async () => {
  if (worker?.child.exitCode === null) worker.child.kill('SIGTERM');
  const slow = setTimeout(() => {
    for (const [name, lines] of [
      ['a', a?.lines],
      ['worker', worker?.lines],
    ] as const)
      console.log(name, (lines ?? []).slice(-15).join('\n'));
  }, 10_000);
  await Promise.all([a?.stop(), b?.stop(), worker?.exited]);
  clearTimeout(slow);
  receiver?.close();
  await upstream?.close();
  await redis?.stop();
  await rm(jobsDir, { recursive: true, force: true });
}, 30_000);

/** Each job its own points: an answer cached from an earlier job would make its lookups instant. */
let jobsMade = 0;
const csv = (rows: number) => {
  const lat = 30 + jobsMade++ / 10;
  return ['lat,lng', ...Array.from({ length: rows }, (_, at) => `${lat + at / 1e5},${120 + at / 1e5}`)].join(
    '\n',
  );
};

async function submit(to: AppProcess, rows: number, query = '') {
  const response = await fetch(`${to.url}/api/jobs?lat=lat&lng=lng${query}`, {
    method: 'POST',
    headers: { 'content-type': 'text/csv' },
    body: csv(rows),
  });
  const body = (await response.json()) as { data: Job; msg: string };
  return { status: response.status, location: response.headers.get('location'), body };
}

const job = async (at: AppProcess, id: string) =>
  ((await (await fetch(`${at.url}/api/jobs/${id}`)).json()) as { data: Job }).data;
const act = async (at: AppProcess, id: string, action: string) => {
  const response = await fetch(`${at.url}/api/jobs/${id}/${action}`, { method: 'POST' });
  return { status: response.status, body: (await response.json()) as { data: Job } };
};

async function until(at: AppProcess, id: string, check: (job: Job) => boolean, timeout = 60_000) {
  let seen: Job | undefined;
  await vi.waitFor(
    async () => {
      seen = await job(at, id);
      expect(check(seen)).toBe(true);
    },
    { timeout, interval: 100 },
  );
  return seen!;
}

/** Every row number of the job's written chunks, in order. */
async function rowsWritten(id: string, chunks: number) {
  const rows: number[] = [];
  for (let index = 0; index < chunks; index++) {
    rows.push(...((await readChunkOutcomes(join(jobsDir, id), index)) ?? []).map((outcome) => outcome.row));
  }
  return rows.sort((x, y) => x - y);
}

/** A job's counted chunks in a process's log, which names the job by its shortened id (jobRef). */
const countedBy = (lines: string[], id: string) =>
  lines.filter((line) => line.includes(`job ${jobRef(id)} chunk`) && line.includes('counted')).length;

describe('server-side jobs on two instances and a worker', () => {
  it('pause, resume and cancel sent to an instance other than the one that took the upload', async () => {
    const { status, location, body } = await submit(a, 3000);
    expect(status).toBe(202);
    const id = body.data.id;
    expect(location).toBe(`/api/jobs/${id}`);
    expect((await act(b, id, 'pause')).body.data.state).toBe('paused');
    expect((await job(a, id)).state).toBe('paused');
    expect((await act(a, id, 'pause')).status).toBe(409);
    expect((await act(b, id, 'resume')).body.data.state).toBe('queued');
    await until(a, id, (seen) => seen.state === 'running');
    expect((await act(b, id, 'cancel')).body.data.state).toBe('cancelled');
    expect((await job(a, id)).state).toBe('cancelled');
    expect((await act(a, id, 'resume')).status).toBe(409);
  }, 60_000);

  it('a kill -9 of a process holding chunks mid-job: the job ends done with every row exactly once', async () => {
    const { body } = await submit(
      a,
      6000,
      `&callback=${encodeURIComponent(`http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`)}`,
    );
    const id = body.data.id;
    // Killed once it has counted a chunk of this job while chunks are left: it has taken the next one.
    await vi.waitFor(() => expect(countedBy(b.lines, id)).toBeGreaterThan(0), {
      timeout: 60_000,
      interval: 50,
    });
    expect((await job(a, id)).counts.done).toBeLessThan(6000);
    b.child.kill('SIGKILL');
    const done = await until(a, id, (seen) => seen.state === 'done', 90_000);
    expect(done.counts).toMatchObject({ total: 6000, done: 6000, succeeded: 6000, failed: 0 });
    expect(await rowsWritten(id, 6)).toEqual(Array.from({ length: 6000 }, (_, at) => at + 1));
    // Worked by more than one process.
    const workers = [a.lines, b.lines, worker.lines].filter((lines) => countedBy(lines, id) > 0);
    expect(workers.length).toBeGreaterThan(1);
    // What an operator reads: jobs by state across the cluster, rows counted, the queue's depth.
    const metrics = await (await fetch(`${a.url}/metrics`)).text();
    expect(metrics).toMatch(/^jobs\{state="done"\} [1-9]/m);
    expect(metrics).toMatch(/^job_queue_depth \d+/m);
    expect(metrics).toMatch(/^job_rows_total \d+/m);
    // The worker's own, on its metrics port: the rows it finished (none if it counted no chunk).
    const scraped = await fetch(`http://127.0.0.1:${workerMetricsPort}/metrics`);
    expect(scraped.status).toBe(200);
    const workerMetrics = await scraped.text();
    expect(workerMetrics).toMatch(/^job_queue_depth \d+/m);
    const workerRows = Number(/^job_rows_total (\d+)/m.exec(workerMetrics)?.[1]);
    const workerChunks = worker.lines.filter((line) => / chunk \d+ .*counted/.test(line)).length;
    expect(workerRows > 0).toBe(workerChunks > 0);
    expect((await fetch(`http://127.0.0.1:${workerMetricsPort}/api/health`)).status).toBe(404);
    // The callback reached the loopback receiver, once.
    await vi.waitFor(() => expect(received.filter((seen) => seen.id === id)).toHaveLength(1), {
      timeout: 10_000,
    });
    // Retention: the finished job's files go, and the id with them.
    await vi.waitFor(() => expect(existsSync(join(jobsDir, id))).toBe(false), {
      timeout: 20_000,
      interval: 200,
    });
    expect((await fetch(`${a.url}/api/jobs/${id}`)).status).toBe(404);
  }, 150_000);

  it('a callback to a host not in JOBS_CALLBACK_HOSTS is refused at submission, leaving nothing', async () => {
    const { status, body } = await submit(a, 10, '&callback=http%3A%2F%2Flocalhost%3A9%2Fhook');
    expect(status).toBe(400);
    expect(body.msg).toContain('localhost:9 is not one of JOBS_CALLBACK_HOSTS');
  });

  it('Redis restarted mid-job: the job finishes', async () => {
    const { body } = await submit(a, 3000);
    const id = body.data.id;
    await until(a, id, (seen) => seen.counts.done >= 1000);
    expect((await job(a, id)).state).toBe('running');
    await redis.stop();
    await redis.start();
    const done = await until(a, id, (seen) => seen.state === 'done', 90_000);
    expect(done.counts.done).toBe(3000);
    expect(await rowsWritten(id, 3)).toEqual(Array.from({ length: 3000 }, (_, at) => at + 1));
  }, 120_000);
});
