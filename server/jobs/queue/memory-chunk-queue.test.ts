import { describe, expect, it, vi } from 'vitest';
import type { ChunkTask } from './chunk-queue';
import { memoryChunkQueue } from './memory-chunk-queue';

const task = (index: number): ChunkTask => ({ jobId: 'j', index, generation: 0 });

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
