import type { Job, Queue, Worker } from 'bullmq';
import type { Redis } from 'ioredis';
import type { Logger } from '../../observe/logger';
import { CHUNK_ATTEMPTS, type ChunkQueue, type ChunkTask } from './chunk-queue';
import { KEEP_FAILED, producerConnection, workerConnection } from './bullmq-settings';
import { firstTurn, LAST_TURN } from './client-turns';

const QUEUE = 'job-chunks';
/** Where each client's numbering of turns stopped (a hash: client → next turn). */
const TURNS = `${QUEUE}:client-turns`;
const ADD_AT_ONCE = 1000;

export interface BullmqQueueOptions {
  url: string;
  /** How long a chunk's hold lasts without renewal: a process that died gives its chunks back after it. */
  stallMs: number;
  logger: Logger;
  observe?: { retried(): void; stalled(): void };
  /** A connection to the same Redis, where the clients' turns are kept. */
  redis: Redis;
}

/**
 * The chunks on BullMQ in the shared Redis (connections and retention: bullmq-settings.ts); a
 * chunk whose process died is taken back after `stallMs` and worked again (at-least-once, which
 * the work makes exactly-once by counting each chunk once). Clients take turns through the chunks'
 * priorities (client-turns.ts); two instances adding one client's chunks at the same moment may
 * number them alike, which only interleaves them.
 */
export async function bullmqChunkQueue(options: BullmqQueueOptions): Promise<ChunkQueue> {
  const { Queue: QueueClass, Worker: WorkerClass } = await import('bullmq');
  const { logger } = options;
  const queue: Queue<ChunkTask> = new QueueClass(QUEUE, {
    connection: producerConnection(options.url),
    defaultJobOptions: {
      attempts: CHUNK_ATTEMPTS,
      backoff: { type: 'exponential', delay: 500 },
      removeOnComplete: true,
      removeOnFail: KEEP_FAILED,
    },
  });
  queue.on('error', (error) => logger(`jobs: queue: ${error.message}`, undefined, 'warn'));
  let worker: Worker<ChunkTask> | undefined;

  /** The turns of a client's next `count` chunks: the first, the others each one on. */
  const turnsOf = async (client: string, count: number) => {
    const { redis } = options;
    const [head] = await queue.getPrioritized(0, 0);
    // Nothing waits: every client starts afresh (and the numbers stay far from LAST_TURN).
    if (!head) await redis.del(TURNS);
    const stored = head ? await redis.hget(TURNS, client) : null;
    const first = firstTurn(head?.priority ?? 0, stored === null ? undefined : Number(stored));
    await redis.hset(TURNS, client, first + count);
    return first;
  };

  return {
    async add(tasks) {
      const firsts = new Map<string, number>();
      for (const task of tasks) firsts.set(task.client, (firsts.get(task.client) ?? 0) + 1);
      for (const [client, count] of firsts) firsts.set(client, await turnsOf(client, count));
      for (let at = 0; at < tasks.length; at += ADD_AT_ONCE) {
        await queue.addBulk(
          tasks.slice(at, at + ADD_AT_ONCE).map((task) => {
            const turn = firsts.get(task.client)!;
            firsts.set(task.client, turn + 1);
            return {
              name: 'chunk',
              data: task,
              // One entry per chunk and generation: delivered twice, it is still one entry.
              opts: {
                jobId: `${task.jobId}.${task.generation}.${task.index}`,
                priority: Math.min(turn, LAST_TURN),
              },
            };
          }),
        );
      }
    },
    work(work, concurrency, gaveUp) {
      if (concurrency <= 0) return;
      worker = new WorkerClass<ChunkTask>(
        QUEUE,
        async (job: Job<ChunkTask>, _token, signal) => work(job.data, signal ?? new AbortController().signal),
        {
          connection: workerConnection(options.url),
          concurrency,
          lockDuration: options.stallMs,
          stalledInterval: options.stallMs,
          maxStalledCount: 5,
          removeOnComplete: { count: 0 },
          removeOnFail: KEEP_FAILED,
        },
      );
      worker.on('failed', (job, error) => {
        if (!job) return;
        if (job.attemptsMade >= (job.opts.attempts ?? 1) || /stalled more than/i.test(error.message)) {
          gaveUp(job.data, error);
        } else options.observe?.retried();
      });
      worker.on('stalled', () => options.observe?.stalled());
      worker.on('error', (error) => logger(`jobs: worker: ${error.message}`, undefined, 'warn'));
    },
    async depth() {
      return queue.getJobCountByTypes('wait', 'delayed', 'prioritized', 'waiting-children');
    },
    async close(drainMs) {
      if (worker) {
        const running = worker;
        // What is in hand gets the drain window; then it is aborted, fails this attempt and goes back to the queue.
        const timer = setTimeout(() => running.cancelAllJobs('shutting down'), drainMs);
        await running.close();
        clearTimeout(timer);
      }
      await queue.close();
    },
  };
}
