import { createRequire } from 'node:module';
import type { Redis, RedisOptions } from 'ioredis';
import type { Logger } from '../observe/logger';

// Loaded only when REDIS_URL is set: ioredis costs ~60 ms CPU at start-up, for nothing without it.
const require = createRequire(import.meta.url);

/**
 * The connection to a shared Redis, kept optional and used as a circuit: after a command
 * times out ("stalled") or fails, or while the connection is lost ("down"), every command
 * answers its fallback at once, without waiting on Redis; a background probe (a small write every
 * back-off) or the reconnection closes the circuit again ("back"). Each change is logged once.
 */
export interface RedisLink {
  readonly client: Redis;
  /** True while connected and answering; callers skip Redis entirely when it is not. */
  ready(): boolean;
  /** up, stalled (a command timed out) or down (an error, or the connection lost): what /metrics reports. */
  state(): State;
  /** Runs a Redis command, or the fallback when Redis is down or the command fails. */
  attempt<T>(command: (client: Redis) => Promise<T>, fallback: () => T | Promise<T>): Promise<T>;
  close(): Promise<void>;
}

type State = 'up' | 'stalled' | 'down';

/** After refusing writes for lack of memory, Redis is used again once at most this share of maxmemory is used. */
const FULL_UNTIL_USED = 0.9;
const OOM = /^OOM /;

/**
 * `commandTimeoutMs`: how long one command may take before the in-process fallback answers instead;
 * `backoffMs`: how long Redis is then left alone before the next probe.
 */
export function connectRedis(
  url: string,
  logger: Logger,
  commandTimeoutMs = 250,
  backoffMs = 1000,
): RedisLink {
  const RedisClient = (require('ioredis') as { Redis: new (url: string, options: RedisOptions) => Redis })
    .Redis;
  const client = new RedisClient(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: commandTimeoutMs,
    connectTimeout: 2000,
    retryStrategy: (times) => Math.min(100 * times, 2000),
  });
  let state: State = 'up';
  let probe: NodeJS.Timeout | undefined;
  let closed = false;
  const change = (next: State, why = '') => {
    if (state === next || closed) return;
    state = next;
    if (next === 'up') {
      clearInterval(probe);
      probe = undefined;
      logger('redis is back: sharing cache, rate limits and quota again');
      return;
    }
    logger(
      next === 'stalled'
        ? `redis stalled (${why}): answering from in-process state without waiting on it; probing every ${backoffMs} ms`
        : `redis down (${why}): answering from in-process state until it is back`,
      undefined,
      'warn',
    );
    probe ??= setInterval(() => {
      if (client.status === 'ready')
        writable().then(
          () => change('up'),
          (error: Error) => void (full ||= OOM.test(error.message)),
        );
    }, backoffMs);
    probe.unref();
  };
  // A probe writes, not PINGs: a full Redis (noeviction) answers PING and reads but refuses writes.
  // After it was full, it is back only with some room, else the first writes fill it again.
  let full = false;
  const writable = async () => {
    await client.set('gcm:v1:probe', '1', 'PX', backoffMs);
    if (!full) return;
    const memory = await client.info('memory').catch(() => '');
    const used = Number(/^used_memory:(\d+)/m.exec(memory)?.[1]);
    const max = Number(/^maxmemory:(\d+)/m.exec(memory)?.[1]);
    if (used > max * FULL_UNTIL_USED && max > 0) throw new Error('redis still nearly full');
    full = false;
  };
  const fail = (error: Error) => {
    if (OOM.test(error.message)) full = true;
    change(/timed out/i.test(error.message) && client.status === 'ready' ? 'stalled' : 'down', error.message);
  };
  client.on('error', (error: Error) => change('down', error.message));
  client.on('close', () => change('down', 'connection closed'));
  client.on('ready', () => change('up'));
  const ready = () => client.status === 'ready' && state === 'up';

  return {
    client,
    ready,
    state: () => (state === 'up' && client.status !== 'ready' ? 'down' : state),
    async attempt(command, fallback) {
      if (!ready()) return fallback();
      try {
        return await command(client);
      } catch (error) {
        fail(error as Error);
        return fallback();
      }
    },
    async close() {
      closed = true; // its own disconnect is no outage
      clearInterval(probe);
      client.disconnect();
    },
  };
}
