import { createRequire } from 'node:module';
import type { Redis, RedisOptions } from 'ioredis';
import type { Logger } from '../logger';

// Loaded only when REDIS_URL is set: ioredis costs ~60 ms CPU at start-up, for nothing without it.
const require = createRequire(import.meta.url);

/**
 * The connection to a shared Redis, kept optional: while it is down every command
 * fails at once (no offline queue) and the caller falls back to in-process state.
 * It reconnects by itself; the outage and the recovery are each logged once.
 */
export interface RedisLink {
  readonly client: Redis;
  /** True while connected; callers skip Redis entirely when it is not. */
  ready(): boolean;
  /** Runs a Redis command, or the fallback when Redis is down or the command fails. */
  attempt<T>(command: (client: Redis) => Promise<T>, fallback: () => T | Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** `commandTimeoutMs`: how long one command may take before the in-process fallback answers instead. */
export function connectRedis(url: string, logger: Logger, commandTimeoutMs = 250): RedisLink {
  const RedisClient = (require('ioredis') as { Redis: new (url: string, options: RedisOptions) => Redis }).Redis;
  const client = new RedisClient(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: commandTimeoutMs,
    connectTimeout: 2000,
    retryStrategy: (times) => Math.min(100 * times, 2000),
  });
  let down = false;
  const markDown = (why: string) => {
    if (down) return;
    down = true;
    logger(`redis unavailable (${why}): answering from in-process state until it is back`);
  };
  client.on('error', (error: Error) => markDown(error.message));
  client.on('close', () => markDown('connection closed'));
  client.on('ready', () => {
    if (down) logger('redis is back: sharing cache, rate limits and quota again');
    down = false;
  });

  return {
    client,
    ready: () => client.status === 'ready',
    async attempt(command, fallback) {
      if (client.status !== 'ready') return fallback();
      try {
        return await command(client);
      } catch (error) {
        markDown((error as Error).message);
        return fallback();
      }
    },
    async close() {
      client.disconnect();
    },
  };
}
