import { resolve } from 'node:path';
import type { Redis } from 'ioredis';
import type { Config } from '../config';
import type { ClientLimiter } from '../limits/client-limiter';
import type { Logger } from '../observe/logger';
import { type Metrics, watchJobs } from '../observe/metrics';
import type { Provider } from '../providers/provider';
import { bullmqCallbacks } from './results/bullmq-callbacks';
import { bullmqChunkQueue } from './queue/bullmq-chunk-queue';
import type { JobFiles } from './job-chunks';
import { diskRoom } from './disk-room';
import { createJobEngine } from './job-engine';
import { memoryChunkQueue } from './queue/memory-chunk-queue';
import { memoryJobStore } from './store/memory-job-store';
import { redisJobStore } from './store/redis-job-store';
import { storeConnection } from './store/redis-store-connection';
import { readUpload } from './upload/read-upload';
import { openChunkRows, readChunkOutcomes, writeChunkOutcomes } from './work/chunk-files';

// The public names of server/jobs, for the routes and the test helpers (nothing else reaches inside).
export type { JobAction, JobEngine as Jobs } from './job-engine';
export type { ResultFileCaller, ResultFileQuery } from './results/result-file';
export type { JobRecord } from './store/job-record';
export { bullmqCallbacks } from './results/bullmq-callbacks';
export { delivery, postCallback } from './results/job-callback';

const files: JobFiles = { readUpload, openChunkRows, writeChunkOutcomes, readChunkOutcomes };

/** Redis's eviction would drop queue entries and job records: BullMQ's guide asks for noeviction. */
async function warnOnEviction(client: Redis, logger: Logger) {
  try {
    const [, policy] = (await client.config('GET', 'maxmemory-policy')) as [string, string];
    if (policy !== 'noeviction') {
      logger(
        `redis maxmemory-policy is ${policy}: server-side jobs need noeviction (an evicted key loses a job or its chunks)`,
        undefined,
        'warn',
      );
    }
  } catch (error) {
    logger(
      `redis maxmemory-policy unknown (${(error as Error).message}): jobs need noeviction`,
      undefined,
      'warn',
    );
  }
}

/**
 * The front door of server/jobs: the server-side jobs of this process: on REDIS_URL a store and a BullMQ queue every instance and
 * worker shares, else in process with JOBS_DIR; this process works JOBS_CONCURRENCY chunks at a time.
 */
export async function createJobs(
  config: Config,
  provider: Provider,
  clientRate: ClientLimiter | undefined,
  logger: Logger,
  metrics?: Metrics,
  busy?: () => boolean,
) {
  const jobsDir = resolve(config.JOBS_DIR);
  const observe = metrics && {
    retried: () => metrics.jobChunkRetries.inc(),
    stalled: () => metrics.jobChunkStalls.inc(),
  };
  let parts;
  if (config.REDIS_URL) {
    const client = await storeConnection(config.REDIS_URL);
    void warnOnEviction(client, logger);
    parts = {
      store: redisJobStore(client),
      queue: await bullmqChunkQueue({
        url: config.REDIS_URL,
        stallMs: config.JOBS_STALL_MS,
        logger,
        observe,
        redis: client,
      }),
      // Kept in Redis between retries, so a process that dies does not take a callback with it.
      callbacks:
        config.JOBS_CALLBACK_HOSTS.length > 0 && config.JOBS_CALLBACK_SECRET
          ? await bullmqCallbacks({
              url: config.REDIS_URL,
              stallMs: config.JOBS_STALL_MS,
              logger,
              secret: config.JOBS_CALLBACK_SECRET,
            })
          : undefined,
    };
  } else {
    const store = await memoryJobStore(jobsDir, logger);
    parts = { store, queue: memoryChunkQueue(observe), unfinished: store.unfinished };
  }
  const engine = createJobEngine({
    ...parts,
    files,
    jobsDir,
    provider,
    clientRate,
    logger,
    limits: {
      maxBytes: config.JOBS_MAX_BYTES,
      maxRows: config.JOBS_MAX_ROWS,
      maxActivePerClient: config.JOBS_MAX_ACTIVE_PER_CLIENT,
      maxDownloadsPerClient: config.JOBS_MAX_DOWNLOADS_PER_CLIENT,
      mapPoints: config.JOBS_MAP_POINTS,
      callbackHosts: config.JOBS_CALLBACK_HOSTS,
      callbackSecret: config.JOBS_CALLBACK_SECRET,
      retentionMs: config.JOBS_RETENTION_HOURS * 3_600_000,
      concurrency: config.JOBS_CONCURRENCY,
      rowConcurrency: config.UPSTREAM_BASE_URL ? config.BATCH_UPSTREAM_CONCURRENCY : 1,
    },
    observe: metrics && { rows: (count) => metrics.jobRows.inc(count) },
    checkRoom: diskRoom({
      jobsDir,
      maxBytes: config.JOBS_DIR_MAX_BYTES,
      minFreeBytes: config.JOBS_DIR_MIN_FREE_BYTES,
    }),
    busy,
  });
  if (metrics) watchJobs(metrics, { states: () => parts.store.states(), depth: () => parts.queue.depth() });
  await engine.start();
  return engine;
}
