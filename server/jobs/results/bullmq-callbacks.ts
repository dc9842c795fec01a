import type { Job } from 'bullmq';
import type { Logger } from '../../observe/logger';
import {
  CALLBACK_ATTEMPTS,
  CALLBACK_BACKOFF_MS,
  type CallbackSender,
  type Delivery,
  delivery,
  postCallback,
} from './job-callback';
import { KEEP_FAILED, producerConnection, workerConnection } from '../queue/bullmq-settings';

const QUEUE = 'job-callbacks';

/**
 * Finished jobs' callbacks on BullMQ in the shared Redis: every instance and worker sends them,
 * and one whose process dies while sending or between retries is taken up by another after
 * `stallMs` (a retry waits in Redis, not in a process). Retried with back-off; a delivery that
 * fails every attempt is kept a day for inspection, then dropped.
 */
export async function bullmqCallbacks(options: {
  url: string;
  stallMs: number;
  logger: Logger;
  /** JOBS_CALLBACK_SECRET, each POST signed with it. */
  secret: string;
}): Promise<CallbackSender> {
  const { Queue, Worker } = await import('bullmq');
  const { logger } = options;
  const queue = new Queue<Delivery>(QUEUE, {
    connection: producerConnection(options.url),
    defaultJobOptions: {
      attempts: CALLBACK_ATTEMPTS,
      backoff: { type: 'exponential', delay: CALLBACK_BACKOFF_MS },
      removeOnComplete: true,
      removeOnFail: KEEP_FAILED,
    },
  });
  queue.on('error', (error) => logger(`jobs: callbacks: ${error.message}`, undefined, 'warn'));
  const worker = new Worker<Delivery>(
    QUEUE,
    async (job: Job<Delivery>, _token, signal) => postCallback(job.data, options.secret, signal),
    {
      connection: workerConnection(options.url),
      concurrency: 4,
      lockDuration: options.stallMs,
      stalledInterval: options.stallMs,
      removeOnComplete: { count: 0 },
      removeOnFail: KEEP_FAILED,
    },
  );
  worker.on('failed', (job, error) =>
    logger(
      `jobs: callback failed (attempt ${job?.attemptsMade ?? '?'}): ${error.message}`,
      undefined,
      'warn',
    ),
  );
  worker.on('error', (error) => logger(`jobs: callbacks: ${error.message}`, undefined, 'warn'));
  return {
    async send(url, body) {
      await queue.add('callback', delivery(url, body));
    },
    async close() {
      await worker.close();
      await queue.close();
    },
  };
}
