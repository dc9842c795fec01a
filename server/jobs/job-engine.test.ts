import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Job } from '../../contract/job-schema';
import { fakeCatalog, fakeGeocoder } from '../main/test-app';
import { createOfflineProvider } from '../providers/offline';
import { DomainError } from '../domain-errors';
import { refusalAnswer } from '../http/error-status';
import type { ChunkQueue } from './queue/chunk-queue';
import type { ChunkRow, JobFiles, JobInput, RowOutcome } from './job-chunks';
import { createJobEngine, type JobLimits } from './job-engine';
import { memoryChunkQueue } from './queue/memory-chunk-queue';
import { memoryJobStore } from './store/memory-job-store';
import { parseOutcomeLines } from './work/outcome-lines';
import { TEST_CALLBACK_SECRET, verifiesWebhook } from '../../test-support/webhook-check';

// The engine on the in-process store and queue, with a small stand-in for the job's files (jobs-files
// writes the real ones): rows "lat,lng" a line, 1,000 a chunk; outcomes kept per directory.
const CHUNK = 1000;
const rowsByDir = new Map<string, ChunkRow[]>();
const outcomesByDir = new Map<string, Map<number, RowOutcome[]>>();
const writes: string[] = [];
const files: JobFiles = {
  async readUpload(body, dir) {
    const text = await new Response(body).text();
    const rows: ChunkRow[] = text
      .trim()
      .split('\n')
      .map((line, at) => {
        const [lat, lng] = line.split(',').map(Number);
        return Number.isFinite(lat) && Number.isFinite(lng)
          ? { row: at + 1, cells: line.split(','), point: { lat: lat!, lng: lng! } }
          : { row: at + 1, cells: [line], bad: 'no_point' };
      });
    const chunks = [];
    for (let at = 0; at < rows.length; at += CHUNK) {
      chunks.push({
        index: chunks.length,
        firstRow: at + 1,
        rows: Math.min(CHUNK, rows.length - at),
        start: at,
        end: at,
      });
    }
    const input: JobInput = {
      kind: 'points',
      datum: 'GCJ-02',
      poi: 0,
      header: ['lat', 'lng'],
      total: rows.length,
      invalid: rows.filter((row) => 'bad' in row).length,
      chunks,
    };
    await mkdir(dir, { recursive: true });
    await writeFile(join(dir, 'input.json'), JSON.stringify(input));
    rowsByDir.set(dir, rows);
    return input;
  },
  async openChunkRows(dir, chunk) {
    return rowsByDir.get(dir)!.slice(chunk.firstRow - 1, chunk.firstRow - 1 + chunk.rows);
  },
  async writeChunkOutcomes(dir, index, outcomes) {
    writes.push(`${dir}#${index}`);
    if (!outcomesByDir.has(dir)) outcomesByDir.set(dir, new Map());
    outcomesByDir.get(dir)!.set(index, parseOutcomeLines(outcomes.bytes().toString('utf8')));
  },
  async readChunkOutcomes(dir, index) {
    return outcomesByDir.get(dir)?.get(index);
  },
};

const provider = createOfflineProvider({ geocoder: fakeGeocoder, catalog: fakeCatalog });
const limits: JobLimits = {
  maxBytes: 1e6,
  maxRows: 1e5,
  maxActivePerClient: 2,
  callbackHosts: [],
  retentionMs: 3_600_000,
  concurrency: 2,
  rowConcurrency: 1,
};
const closers: (() => Promise<void>)[] = [];
const dirs: string[] = [];
// Engines close before their directories go: a job still finishing writes into its folder.
afterEach(async () => {
  await Promise.all(closers.splice(0).map((close) => close()));
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});
const jobsDir = async () => {
  const dir = await mkdtemp(join(tmpdir(), 'jobs-'));
  dirs.push(dir);
  return dir;
};

async function engineOn(dir: string, overrides: Partial<JobLimits> = {}, queue?: ChunkQueue) {
  const store = await memoryJobStore(dir, () => {});
  const engine = createJobEngine({
    store,
    queue: queue ?? memoryChunkQueue(),
    files,
    jobsDir: dir,
    provider,
    limits: { ...limits, ...overrides },
    logger: () => {},
    unfinished: store.unfinished,
  });
  await engine.start();
  closers.push(() => engine.close(1000));
  return engine;
}

const points = (count: number) =>
  Array.from({ length: count }, (_, at) =>
    at % 500 === 7 ? 'x,y' : `${30 + at / 1e5},${120 + at / 1e5}`,
  ).join('\n');
const body = (text: string) => new Response(text).body;
const submit = (
  engine: Awaited<ReturnType<typeof engineOn>>,
  text: string,
  extra: Record<string, string> = {},
) =>
  engine.submit(body(text), {
    contentType: 'text/csv',
    contentLength: undefined,
    params: extra,
    client: 'c1',
  });

async function until(engine: Awaited<ReturnType<typeof engineOn>>, id: string, state: Job['state']) {
  let job: Job | undefined;
  await vi.waitFor(
    async () => {
      job = await engine.get(id);
      expect(job.state).toBe(state);
    },
    { timeout: 10_000, interval: 20 },
  );
  return job!;
}

const rejection = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(DomainError);
  return refusalAnswer(error)!; // the status and details it answers over HTTP
};

describe('the job engine, in process', () => {
  it('runs every chunk once and counts each row once', async () => {
    const dir = await jobsDir();
    const engine = await engineOn(dir);
    const job = await submit(engine, points(2500));
    expect(job).toMatchObject({ state: 'queued', counts: { total: 2500, invalid: 5, done: 0 } });
    expect(job.id).toMatch(/^[\w-]{22}$/);
    const done = await until(engine, job.id, 'done');
    expect(done.counts).toEqual({ total: 2500, invalid: 5, done: 2500, succeeded: 2495, failed: 0 });
    expect(done.expires_at).not.toBeNull();
    expect(Object.keys(done.links)).toContain('results.geojson');
    const rows = [...outcomesByDir.get(join(dir, job.id))!.values()].flat().map((outcome) => outcome.row);
    expect(rows.sort((a, b) => a - b)).toEqual(Array.from({ length: 2500 }, (_, at) => at + 1));
  });

  it("writes a chunk's outcomes in row order when its lookups, several in flight, end out of order", async () => {
    const dir = await jobsDir();
    const store = await memoryJobStore(dir, () => {});
    // Every third row's answer comes 3 ms later than its neighbours'.
    const slow = (lat: number) => Math.round(lat * 1e5) % 3 === 0;
    const uneven = {
      ...provider,
      async geoToAddress(params: Parameters<typeof provider.geoToAddress>[0], signal: AbortSignal) {
        if (slow(params.lat)) await new Promise((resolve) => setTimeout(resolve, 3));
        return provider.geoToAddress(params, signal);
      },
    };
    const engine = createJobEngine({
      store,
      queue: memoryChunkQueue(),
      files,
      jobsDir: dir,
      provider: uneven,
      limits: { ...limits, rowConcurrency: 4 },
      logger: () => {},
    });
    await engine.start();
    closers.push(() => engine.close(1000));
    const job = await submit(engine, points(1500));
    await until(engine, job.id, 'done');
    const chunks = outcomesByDir.get(join(dir, job.id))!;
    expect([...chunks.keys()].sort()).toEqual([0, 1]);
    expect(chunks.get(0)!.map((outcome) => outcome.row)).toEqual(
      Array.from({ length: 1000 }, (_, at) => at + 1),
    );
    expect(chunks.get(1)!.map((outcome) => outcome.row)).toEqual(
      Array.from({ length: 500 }, (_, at) => at + 1001),
    );
  });

  it('pauses, resumes and cancels only from the states that allow it (409), and knows no other id (404)', async () => {
    const dir = await jobsDir();
    // Works nothing: the job stays where the actions put it.
    const engine = await engineOn(dir, { concurrency: 0 });
    const { id } = await submit(engine, points(10));
    expect((await engine.act(id, 'pause')).state).toBe('paused');
    const conflict = await rejection(engine.act(id, 'pause'));
    expect([conflict.status, conflict.extra.errorCode]).toEqual([409, 'job_state_conflict']);
    expect(conflict.extra.params).toEqual({ action: 'pause', state: 'paused' });
    expect((await engine.act(id, 'resume')).state).toBe('queued');
    expect((await engine.act(id, 'cancel')).state).toBe('cancelled');
    expect((await rejection(engine.act(id, 'resume'))).status).toBe(409);
    for (const unknown of ['AAAAAAAAAAAAAAAAAAAAAA', '../../etc', '']) {
      const missing = await rejection(engine.get(unknown));
      expect([missing.status, missing.extra.errorCode]).toEqual([404, 'job_not_found']);
    }
    await engine.remove(id);
    expect(existsSync(join(dir, id))).toBe(false);
    expect((await rejection(engine.get(id))).status).toBe(404);
  });

  it('carries on after a restart from what JOBS_DIR holds, and a chunk delivered twice is counted once', async () => {
    const dir = await jobsDir();
    const first = await engineOn(dir, { concurrency: 0 });
    const { id } = await submit(first, points(3000));
    await first.close(1000);
    const queue = memoryChunkQueue();
    const second = await engineOn(dir, {}, queue);
    await until(second, id, 'done');
    // Delivered again after the job is done: nothing changes, nothing is written again.
    const written = writes.length;
    await queue.add([{ jobId: id, index: 1, generation: 0, client: '' }]);
    await vi.waitFor(async () => expect(await queue.depth()).toBe(0));
    expect((await second.get(id)).counts.done).toBe(3000);
    expect(writes.length).toBe(written);
  });

  it('deletes a finished job and its files once it expires', async () => {
    const dir = await jobsDir();
    const engine = await engineOn(dir, { retentionMs: 1500 });
    const { id } = await submit(engine, points(5));
    await until(engine, id, 'done');
    expect(existsSync(join(dir, id))).toBe(true);
    await vi.waitFor(() => expect(existsSync(join(dir, id))).toBe(false), { timeout: 5000, interval: 50 });
    expect((await rejection(engine.get(id))).status).toBe(404);
  });

  it('refuses a callback to a host not listed, and at most JOBS_MAX_ACTIVE_PER_CLIENT jobs at once', async () => {
    const dir = await jobsDir();
    const engine = await engineOn(dir, {
      concurrency: 0,
      callbackHosts: ['127.0.0.1'],
      callbackSecret: TEST_CALLBACK_SECRET,
    });
    const other = await rejection(submit(engine, points(5), { callback: 'http://localhost:9/hook' }));
    expect([other.status, other.extra.errorCode, other.extra.params]).toEqual([
      400,
      'callback_host_not_allowed',
      { host: 'localhost:9' },
    ]);
    await submit(engine, points(5));
    await submit(engine, points(5));
    const third = await rejection(submit(engine, points(5)));
    expect([third.status, third.extra.errorCode]).toEqual([429, 'job_limit_reached']);
    const closed = await engineOn(await jobsDir());
    const refused = await rejection(submit(closed, points(5), { callback: 'http://127.0.0.1:9/hook' }));
    expect(refused.extra.errorCode).toBe('callback_not_configured');
    const unsigned = await engineOn(await jobsDir(), { callbackHosts: ['127.0.0.1'] });
    const noSecret = await rejection(submit(unsigned, points(5), { callback: 'http://127.0.0.1:9/hook' }));
    expect([noSecret.extra.errorCode, noSecret.message]).toEqual([
      'callback_not_configured',
      'callback is not offered here: JOBS_CALLBACK_SECRET is unset',
    ]);
  });

  it('holds the place of an upload still being read: two at once cannot both take the last one', async () => {
    const dir = await jobsDir();
    const engine = await engineOn(dir, { concurrency: 0, maxActivePerClient: 1 });
    // The first upload's body arrives slowly: its second half only once the second upload is answered.
    let rest: (() => void) | undefined;
    const slow = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(points(5)));
        rest = () => {
          controller.enqueue(new TextEncoder().encode('\n31,121\n'));
          controller.close();
        };
      },
    });
    const first = engine.submit(slow, {
      contentType: 'text/csv',
      contentLength: undefined,
      params: {},
      client: 'c1',
    });
    const second = await rejection(submit(engine, points(5)));
    expect([second.status, second.extra.errorCode]).toEqual([429, 'job_limit_reached']);
    rest!();
    expect((await first).counts.total).toBe(6);
    // An upload that fails gives its place back: after one cut off, the next is taken.
    const other = { contentType: 'text/csv', contentLength: undefined, params: {}, client: 'c2' };
    const cut = new ReadableStream<Uint8Array>({
      start: (controller) => controller.error(new Error('cut off')),
    });
    await expect(engine.submit(cut, other)).rejects.toThrow('cut off');
    expect((await engine.submit(body(points(5)), other)).state).toBe('queued');
  });

  it('POSTs the finished job once to an allowed callback, signed (Standard Webhooks)', async () => {
    const received: unknown[] = [];
    const signed: boolean[] = [];
    const receiver = createServer((request, response) => {
      let text = '';
      request.on('data', (part: Buffer) => (text += part.toString()));
      request.on('end', () => {
        received.push(JSON.parse(text));
        signed.push(verifiesWebhook(request.headers, text, TEST_CALLBACK_SECRET));
        response.end('ok');
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const { port } = receiver.address() as AddressInfo;
    const dir = await jobsDir();
    const engine = await engineOn(dir, {
      callbackHosts: ['127.0.0.1'],
      callbackSecret: TEST_CALLBACK_SECRET,
    });
    const { id } = await submit(engine, points(1200), { callback: `http://127.0.0.1:${port}/hook?x=1` });
    await until(engine, id, 'done');
    await vi.waitFor(() => expect(received).toHaveLength(1), { timeout: 5000 });
    expect(received[0]).toMatchObject({ code: 200, data: { id, state: 'done', counts: { done: 1200 } } });
    expect(signed).toEqual([true]);
    receiver.close();
  });
});
