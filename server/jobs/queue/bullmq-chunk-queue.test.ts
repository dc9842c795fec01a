import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startRedis, type TestRedis } from '../../../test-support/redis-server';
import { storeConnection } from '../store/redis-store-connection';
import { bullmqChunkQueue } from './bullmq-chunk-queue';
import type { ChunkTask } from './chunk-queue';

let redis: TestRedis;
beforeAll(async () => {
  redis = await startRedis();
});
afterAll(async () => {
  await redis.stop();
});

const chunks = (jobId: string, client: string, count: number) =>
  Array.from({ length: count }, (_, index): ChunkTask => ({ jobId, index, generation: 0, client }));

describe('the shared (BullMQ) chunk queue between clients', () => {
  it('serves clients in turn, a client with two jobs as one with one', async () => {
    const connection = await storeConnection(redis.url);
    const queue = await bullmqChunkQueue({
      url: redis.url,
      stallMs: 30_000,
      logger: () => {},
      redis: connection,
    });
    await queue.add(chunks('a1', 'A', 4));
    await queue.add(chunks('a2', 'A', 4));
    await queue.add(chunks('b', 'B', 3));
    const taken: string[] = [];
    queue.work(
      async ({ jobId, index }) => void taken.push(`${jobId}.${index}`),
      1,
      () => {},
    );
    await vi.waitFor(() => expect(taken).toHaveLength(11), { timeout: 10_000 });
    expect(taken).toEqual([
      'a1.0',
      'b.0',
      'a1.1',
      'b.1',
      'a1.2',
      'b.2',
      'a1.3',
      'a2.0',
      'a2.1',
      'a2.2',
      'a2.3',
    ]);
    await queue.close(1000);
    connection.disconnect();
  });
});
