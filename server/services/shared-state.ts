import type { Config } from '../config';
import { batchPointsPerMinute } from '../limits/batch-points';
import { createClientLimiter } from '../limits/client-limiter';
import { type GcraStore, memoryGcraStore } from '../limits/gcra';
import { createUpstreamQuota } from '../limits/upstream-quota';
import { type Logger, safeLogger } from '../observe/logger';
import { type Metrics, watchRedis } from '../observe/metrics';
import type { SharedAnswers } from '../redis/shared-answers';
import { redisAnswers } from '../redis/redis-answers';
import { redisGcraStore } from '../redis/redis-gcra-store';
import { redisSendWindow } from '../redis/redis-send-window';
import { memorySendWindow } from '../limits/send-window';
import { connectRedis } from '../redis/redis-link';
import { trackPeers } from '../redis/redis-peers';

/**
 * What N instances share when REDIS_URL is set (in-process otherwise, and as the
 * fallback while Redis is down): rate-limit budgets (requests, batch points, jobs' rows), the upstream quota, and the
 * second level of the answer cache.
 */
export function sharedState(config: Config, logger: Logger, metrics?: Metrics) {
  const redis = config.REDIS_URL
    ? connectRedis(
        config.REDIS_URL,
        safeLogger(logger),
        config.REDIS_COMMAND_TIMEOUT_MS,
        config.REDIS_BACKOFF_MS,
      )
    : undefined;
  if (redis && metrics) watchRedis(metrics, redis.state);
  const peers = redis ? trackPeers(redis) : undefined;
  const store: GcraStore =
    redis && peers ? redisGcraStore(redis, memoryGcraStore(), peers.count) : memoryGcraStore();
  const perMinute = config.RATE_LIMIT_PER_MIN;
  const batchPerMinute = batchPointsPerMinute(config);
  return {
    limiter: perMinute > 0 ? createClientLimiter({ perMinute, store }) : undefined,
    /** Rows a minute per client for server-side jobs: none unless the operator sets one. */
    jobsLimiter:
      config.JOBS_CLIENT_ROWS_PER_MIN > 0
        ? createClientLimiter({ perMinute: config.JOBS_CLIENT_ROWS_PER_MIN, store })
        : undefined,
    /** The batch endpoint's budget, in points. */
    batchLimiter: batchPerMinute > 0 ? createClientLimiter({ perMinute: batchPerMinute, store }) : undefined,
    quota:
      config.UPSTREAM_MAX_RPS > 0
        ? createUpstreamQuota({
            maxRps: config.UPSTREAM_MAX_RPS,
            maxWaitMs: config.UPSTREAM_TIMEOUT_MS,
            store,
            window:
              redis && peers ? redisSendWindow(redis, memorySendWindow(), peers.count) : memorySendWindow(),
            observe: metrics && {
              waited: () => metrics.quotaWaits.inc(),
              refused: () => metrics.quotaRefusals.inc(),
            },
          })
        : undefined,
    answers: redis
      ? ({ answers: redisAnswers(redis), waitMs: config.UPSTREAM_TIMEOUT_MS } satisfies {
          answers: SharedAnswers;
          waitMs: number;
        })
      : undefined,
    /** True when there is no Redis to wait for, or it is connected. */
    ready: () => redis?.ready() ?? true,
    close: async () => {
      peers?.stop();
      await redis?.close();
    },
  };
}
