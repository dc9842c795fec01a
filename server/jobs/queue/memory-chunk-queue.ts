import { setTimeout as sleep } from 'node:timers/promises';
import { CHUNK_ATTEMPTS, type ChunkQueue, type ChunkTask, type ChunkWork, retryDelayMs } from './chunk-queue';
import { clientTurns } from './client-turns';

/**
 * The queue of one instance without Redis: each client's chunks in order, clients in turn, a
 * failed chunk retried after a back-off.
 */
export function memoryChunkQueue(observe?: { retried(): void }): ChunkQueue {
  const waiting = clientTurns<{ task: ChunkTask; attempt: number }>();
  const wait = (task: ChunkTask, attempt: number) => waiting.push(task.client, { task, attempt });
  let delayed = 0;
  /** Runners waiting for a chunk. */
  const idle: (() => void)[] = [];
  let running: Promise<void>[] = [];
  const stop = new AbortController();
  const inHand = new AbortController();

  const take = async () => {
    while (!stop.signal.aborted) {
      const next = waiting.shift();
      if (!next) {
        await new Promise<void>((resolve) => idle.push(resolve));
        continue;
      }
      return next;
    }
    return undefined;
  };
  const wakeOne = () => idle.shift()?.();

  return {
    async add(tasks) {
      for (const task of tasks) wait(task, 0);
      for (let i = 0; i < tasks.length && idle.length > 0; i++) wakeOne();
    },
    work(work: ChunkWork, concurrency, gaveUp) {
      const runner = async () => {
        for (;;) {
          const next = await take();
          if (!next) return;
          try {
            await work(next.task, inHand.signal);
          } catch (error) {
            if (inHand.signal.aborted) return; // handed back: the next start queues it again
            if (next.attempt + 1 >= CHUNK_ATTEMPTS) {
              gaveUp(next.task, error as Error);
              continue;
            }
            observe?.retried();
            delayed++;
            void sleep(retryDelayMs(next.attempt), undefined, { signal: stop.signal })
              .then(() => {
                wait(next.task, next.attempt + 1);
                wakeOne();
              })
              .catch(() => undefined)
              .finally(() => delayed--);
          }
        }
      };
      running = Array.from({ length: concurrency }, runner);
    },
    async depth() {
      return waiting.size + delayed;
    },
    async close(drainMs) {
      stop.abort();
      while (idle.length > 0) wakeOne();
      const timer = setTimeout(() => inHand.abort(), drainMs);
      await Promise.all(running);
      clearTimeout(timer);
    },
  };
}
