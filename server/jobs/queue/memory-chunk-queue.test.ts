import { describe, expect, it, vi } from 'vitest';
import type { ChunkTask } from './chunk-queue';
import { memoryChunkQueue } from './memory-chunk-queue';

const task = (index: number): ChunkTask => ({ jobId: 'j', index, generation: 0, client: 'c' });

describe('the in-process chunk queue on close (SIGTERM)', () => {
  it('lets the chunk in hand finish within the drain window', async () => {
    const queue = memoryChunkQueue();
    let finish!: () => void;
    const finished: number[] = [];
    queue.work(
      async ({ index }) => {
        await new Promise<void>((resolve) => (finish = resolve));
        finished.push(index);
      },
      1,
      () => {},
    );
    await queue.add([task(0), task(1)]);
    await vi.waitFor(() => expect(finish).toBeDefined());
    let closedAt = 0;
    const closed = queue.close(10_000).then(() => (closedAt = Date.now()));
    // Still draining while the chunk is in hand.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(closedAt).toBe(0);
    finish();
    await closed;
    expect(closedAt).toBeGreaterThan(0);
    // The one in hand finished; the waiting one was not started.
    expect(finished).toEqual([0]);
  });

  it('aborts a chunk still in hand when the window ends, without failing it', async () => {
    const queue = memoryChunkQueue();
    const gaveUp = vi.fn();
    let aborted = false;
    queue.work(
      (_task, signal) =>
        new Promise<void>((_resolve, reject) =>
          signal.addEventListener('abort', () => {
            aborted = true;
            reject(signal.reason as Error);
          }),
        ),
      1,
      gaveUp,
    );
    await queue.add([task(0)]);
    await vi.waitFor(async () => expect(await queue.depth()).toBe(0));
    const started = Date.now();
    await queue.close(200);
    expect(aborted).toBe(true);
    expect(Date.now() - started).toBeGreaterThanOrEqual(150);
    expect(gaveUp).not.toHaveBeenCalled();
  });
});

describe('the in-process chunk queue between clients', () => {
  it('serves clients in turn, a client with two jobs as one with one', async () => {
    const queue = memoryChunkQueue();
    const taken: string[] = [];
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    queue.work(
      async ({ jobId, index }) => {
        taken.push(`${jobId}.${index}`);
        if (taken.length === 1) await held;
      },
      1,
      () => {},
    );
    const chunks = (jobId: string, client: string, count: number) =>
      Array.from({ length: count }, (_, index): ChunkTask => ({ jobId, index, generation: 0, client }));
    await queue.add(chunks('a1', 'A', 4));
    await vi.waitFor(() => expect(taken).toHaveLength(1));
    await queue.add(chunks('a2', 'A', 4));
    await queue.add(chunks('b', 'B', 3));
    release();
    await vi.waitFor(() => expect(taken).toHaveLength(11));
    // a1.0 was in hand when the others came; then A and B alternate until B has none left.
    expect(taken).toEqual([
      'a1.0',
      'a1.1',
      'b.0',
      'a1.2',
      'b.1',
      'a1.3',
      'b.2',
      'a2.0',
      'a2.1',
      'a2.2',
      'a2.3',
    ]);
    await queue.close(1000);
  });
});
