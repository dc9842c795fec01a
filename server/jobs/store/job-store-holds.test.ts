import { Redis } from 'ioredis';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobRecord } from '../../../test-support/job-record';
import { startRedis, type TestRedis } from '../../../test-support/redis-server';
import type { JobStore } from './job-store';
import { memoryJobStore } from './memory-job-store';
import { redisJobStore } from './redis-job-store';

// A client's places (JOBS_MAX_ACTIVE_PER_CLIENT) are held from before an upload is read, in both
// stores: the hold counts like a job, turns into the job, is given back, and lapses.

let redis: TestRedis;
let dir: string;
beforeAll(async () => {
  [redis, dir] = await Promise.all([startRedis(), mkdtemp(join(tmpdir(), 'job-holds-'))]);
}, 60_000);
afterAll(async () => {
  await redis?.stop();
  await rm(dir, { recursive: true, force: true });
});

const stores: [string, () => Promise<JobStore>][] = [
  ['in process', () => memoryJobStore(dir, () => {})],
  ['on Redis', async () => redisJobStore(new Redis(redis.url))],
];

const record = (id: string, client: string) => jobRecord({ id, client });

describe.each(stores)('the job store %s', (_where, open) => {
  it('holds a place per client while an upload is read: counted, turned into the job, given back, lapsed', async () => {
    const store = await open();
    const now = 1_000_000;
    const until = now + 60_000;
    expect(await store.reserve('c', 'a', 1, now, until)).toBe(true);
    expect(await store.reserve('c', 'b', 1, now, until)).toBe(false);
    expect(await store.reserve('d', 'x', 1, now, until)).toBe(true); // another client's places
    await store.release('c', 'a');
    expect(await store.reserve('c', 'b', 1, now, until)).toBe(true);
    await mkdir(join(dir, 'b'), { recursive: true }); // the upload's directory, where the engine reads it to
    await store.create(record('b', 'c')); // the hold is now the job: still one place taken
    expect(await store.reserve('c', 'e', 1, now, until)).toBe(false);
    expect(await store.reserve('c', 'e', 2, now, until)).toBe(true);
    // A hold left by a process that died lapses at its time.
    expect(await store.reserve('f', 'h1', 1, now, now + 10)).toBe(true);
    expect(await store.reserve('f', 'h2', 1, now + 5, until)).toBe(false);
    expect(await store.reserve('f', 'h2', 1, now + 20, until)).toBe(true);
    await store.close();
  });
});
