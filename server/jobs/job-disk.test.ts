import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeCatalog, fakeGeocoder } from '../main/test-app';
import { refusalAnswer } from '../http/error-status';
import { createOfflineProvider } from '../providers/offline';
import { diskRoom } from './disk-room';
import type { JobFiles } from './job-chunks';
import { createJobEngine, type JobEngineOptions } from './job-engine';
import { memoryChunkQueue } from './queue/memory-chunk-queue';
import { memoryJobStore } from './store/memory-job-store';
import { readUpload } from './upload/read-upload';
import { openChunkRows, readChunkOutcomes, writeChunkOutcomes } from './work/chunk-files';

// JOBS_DIR under pressure (#47): directories no job owns, a cap on what it holds, a disk that fills.
// The disk filling is injected at the files' seam (JobFiles): no tiny file system here.

const realFiles: JobFiles = { readUpload, openChunkRows, writeChunkOutcomes, readChunkOutcomes };
const provider = createOfflineProvider({ geocoder: fakeGeocoder, catalog: fakeCatalog });
const noSpace = () => Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
const limits = {
  maxBytes: 1e6,
  maxRows: 1e5,
  maxActivePerClient: 5,
  callbackHosts: [],
  retentionMs: 3.6e6,
  concurrency: 1,
  rowConcurrency: 1,
};
const roots: string[] = [];
const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(closers.splice(0).map((close) => close()));
  await Promise.all(roots.splice(0).map((root) => rm(root, { recursive: true, force: true })));
});

async function jobsOn(extra: Partial<JobEngineOptions> & { root?: string } = {}) {
  const root = extra.root ?? (await mkdtemp(join(tmpdir(), 'jobs-disk-')));
  roots.push(root);
  const store = await memoryJobStore(root, () => {});
  const engine = createJobEngine({
    store,
    queue: memoryChunkQueue(),
    files: realFiles,
    jobsDir: root,
    provider,
    limits,
    logger: () => {},
    unfinished: store.unfinished,
    ...extra,
  });
  await engine.start();
  closers.push(() => engine.close(1000));
  return { engine, root };
}

const csv = `lat,lng\n${Array.from({ length: 50 }, (_, at) => `${30 + at / 100},120`).join('\n')}\n`;
const submit = (engine: Awaited<ReturnType<typeof jobsOn>>['engine']) =>
  engine.submit(new Response(csv).body, {
    contentType: 'text/csv',
    contentLength: undefined,
    params: {},
    client: 'c1',
  });
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => refusalAnswer(error),
  );

describe('JOBS_DIR', () => {
  it('is swept at start-up of job directories no job owns once idle past the upload timeout', async () => {
    const root = await mkdtemp(join(tmpdir(), 'jobs-disk-'));
    const cut = join(root, 'CutOffUploadXXXXXXXXXX');
    const fresh = join(root, 'UploadBeingReadXXXXXXX');
    for (const dir of [cut, fresh]) {
      await mkdir(dir);
      await writeFile(join(dir, 'upload.body'), 'lat,lng\n');
    }
    const hourAgo = new Date(Date.now() - 3_600_000);
    for (const path of [cut, join(cut, 'upload.body')]) await utimes(path, hourAgo, hourAgo);
    const { engine } = await jobsOn({ root });
    const live = await submit(engine);
    await vi.waitFor(() => expect(existsSync(cut)).toBe(false));
    expect(existsSync(fresh)).toBe(true);
    expect(existsSync(join(root, live.id))).toBe(true);
  });

  it('refuses new uploads with 507 jobs_disk_full at JOBS_DIR_MAX_BYTES, or below the free-space floor', async () => {
    let clock = 0;
    const root = await mkdtemp(join(tmpdir(), 'jobs-disk-'));
    const capped = diskRoom({ jobsDir: root, maxBytes: 2000, minFreeBytes: 0, now: () => clock });
    const { engine } = await jobsOn({ root, checkRoom: capped });
    const first = await submit(engine);
    expect(first.state).toBe('queued');
    clock += 10_000; // past the measure's reuse
    const full = await refusal(submit(engine));
    expect(full).toMatchObject({ status: 507, extra: { errorCode: 'jobs_disk_full' } });
    const floor = diskRoom({ jobsDir: root, maxBytes: 0, minFreeBytes: Number.MAX_SAFE_INTEGER });
    const { engine: nearlyFull } = await jobsOn({ checkRoom: floor });
    expect(await refusal(submit(nearlyFull))).toMatchObject({ status: 507 });
  });

  it('answers 507 when the disk fills while an upload is read, and the place it held is free again', async () => {
    let full = true;
    const files: JobFiles = {
      ...realFiles,
      readUpload: (body, dir, options) =>
        full ? Promise.reject(noSpace()) : realFiles.readUpload(body, dir, options),
    };
    const { engine } = await jobsOn({ files, limits: { ...limits, maxActivePerClient: 1 } });
    expect(await refusal(submit(engine))).toMatchObject({
      status: 507,
      extra: { errorCode: 'jobs_disk_full' },
    });
    full = false;
    expect((await submit(engine)).state).toBe('queued');
  });

  it('fails a job whose results cannot be written (ENOSPC) with job_disk_full, and the server goes on', async () => {
    let writes = 0;
    const files: JobFiles = {
      ...realFiles,
      writeChunkOutcomes: () => (writes++, Promise.reject(noSpace())),
    };
    const { engine } = await jobsOn({ files });
    const { id } = await submit(engine);
    await vi.waitFor(async () => expect((await engine.get(id)).state).toBe('failed'), { timeout: 5000 });
    expect((await engine.get(id)).error).toMatchObject({ code: 'job_disk_full' });
    expect(writes).toBe(1); // not retried: no retry mends a full disk soon
  });
});
