import type { Redis, RedisOptions } from 'ioredis';

/**
 * How long one store command may take: a stalled Redis (busy, or stopped with its connection open)
 * makes job status answer 503 in this time, not once Redis answers again (19 s for DEBUG SLEEP 20).
 */
export const STORE_COMMAND_TIMEOUT_MS = 2000;

/** A connection for the job store that fails fast while Redis is away or stalled (the routes answer 503); waits 2 s at most for it at start. */
export async function storeConnection(
  url: string,
  commandTimeout = STORE_COMMAND_TIMEOUT_MS,
): Promise<Redis> {
  const { Redis: RedisClient } = (await import('ioredis')) as unknown as {
    Redis: new (url: string, options: RedisOptions) => Redis;
  };
  const client = new RedisClient(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2000,
    commandTimeout,
    retryStrategy: (times) => Math.min(100 * times, 2000),
  });
  client.on('error', () => undefined); // the queue's connection logs Redis being away
  await new Promise<void>((ready) => {
    const timer = setTimeout(ready, 2000);
    client.once('ready', () => {
      clearTimeout(timer);
      ready();
    });
  });
  return client;
}
