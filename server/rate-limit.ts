import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, MiddlewareHandler } from 'hono';
import { LRUCache } from 'lru-cache';
import { ServiceError } from './errors';

export interface RateLimitOptions {
  /** Requests one client may make per minute (sustained); also the burst size. 0 turns the limit off. */
  perMinute: number;
  /** Who is asking; undefined means "no network client" (an in-process request) and is not limited. */
  clientKey?: (c: Context) => string | undefined;
  /** How many clients are tracked at most; the least recently seen are forgotten first. */
  maxClients?: number;
  now?: () => number;
}

interface Bucket {
  tokens: number;
  at: number;
}

/** The socket's remote address, as @hono/node-server exposes it; undefined for in-process requests. */
export function remoteAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined;
  }
}

/**
 * A token bucket per client address: up to `perMinute` requests at once, refilled
 * at `perMinute` a minute. Over the limit the answer is 429 with Retry-After in
 * whole seconds. Buckets live in a bounded LRU, so many clients cannot exhaust memory.
 */
export function rateLimit(options: RateLimitOptions): MiddlewareHandler {
  const { perMinute } = options;
  const clientKey = options.clientKey ?? remoteAddress;
  const now = options.now ?? Date.now;
  const perMs = perMinute / 60_000;
  const buckets = new LRUCache<string, Bucket>({ max: options.maxClients ?? 10_000 });

  return async (c, next) => {
    if (perMinute <= 0) return next();
    const key = clientKey(c);
    if (key === undefined) return next();
    const time = now();
    const bucket = buckets.get(key) ?? { tokens: perMinute, at: time };
    bucket.tokens = Math.min(perMinute, bucket.tokens + (time - bucket.at) * perMs);
    bucket.at = time;
    buckets.set(key, bucket);
    if (bucket.tokens < 1) {
      const waitS = Math.max(1, Math.ceil((1 - bucket.tokens) / perMs / 1000));
      throw new ServiceError(
        429,
        `too many requests: at most ${perMinute} a minute; try again in ${waitS} s`,
        {
          retryAfter: String(waitS),
        },
      );
    }
    bucket.tokens -= 1;
    return next();
  };
}
