import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from './http-env';
import { clientAddress, clientKeyOf, type TrustProxy } from './client-address';
import { HttpError } from './http-error';
import { memoryGcraStore } from '../limits/gcra';
import { type ClientLimiter, createClientLimiter } from '../limits/client-limiter';

export interface RateLimitOptions {
  /** Requests one client may make per minute (sustained); also the burst size. 0 turns the limit off. */
  perMinute: number;
  /** The budgets (in process by default; shared through Redis when REDIS_URL is set). */
  limiter?: ClientLimiter;
  /** Who is asking; undefined means "no network client" (an in-process request) and is not limited. */
  clientKey?: (c: Context) => string | undefined;
  /** Proxies whose X-Forwarded-For is believed (TRUST_PROXY); none by default. */
  trustProxy?: TrustProxy;
  /** The clock of the default in-process limiter (tests move it). */
  now?: () => number;
  /** Told of each request refused (the metrics). */
  refused?: () => void;
}

/** The client's budget key: its address (X-Forwarded-For only through trusted proxies), IPv6 by /64. */
export function budgetKey(c: Context, trustProxy?: TrustProxy): string | undefined {
  const address = clientAddress(c, trustProxy);
  return address === undefined ? undefined : clientKeyOf(address);
}

/** The 429 for a client over its budget, Retry-After in whole seconds. */
export function tooManyRequests(perMinute: number, retryAfterS: number) {
  return new HttpError(
    429,
    `too many requests: at most ${perMinute} a minute; try again in ${retryAfterS} s`,
    {
      errorCode: 'rate_limited',
      params: { limit: perMinute, seconds: retryAfterS },
      retryAfter: String(retryAfterS),
    },
  );
}

/**
 * One unit of the client's budget per request; over it, 429 with Retry-After. A handler whose
 * call cost more than one request's work charges the rest through `spendRequests` (never refused:
 * owed, so the client's next calls wait).
 */
export function rateLimit(options: RateLimitOptions): MiddlewareHandler<AppEnv> {
  const { perMinute } = options;
  if (perMinute <= 0) return (_c, next) => next();
  const clientKey = options.clientKey ?? ((c: Context) => budgetKey(c, options.trustProxy));
  const limiter =
    options.limiter ?? createClientLimiter({ perMinute, store: memoryGcraStore({ now: options.now }) });
  return async (c, next) => {
    const key = clientKey(c);
    if (key === undefined) return next();
    const consumed = await limiter.consume(key);
    if (consumed.ok) {
      c.set('spendRequests', (requests) => limiter.charge(key, requests));
      return next();
    }
    options.refused?.();
    throw tooManyRequests(perMinute, consumed.retryAfterS);
  };
}
