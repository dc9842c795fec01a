import { type Context, Hono } from 'hono';
import { requireApiKey } from '../http/auth';
import { keyOwner } from '../http/key-owner';
import { errorAnswer } from '../http/error-answer';
import type { Route } from '../http/endpoints';
import { HttpError } from '../http/http-error';
import type { AppEnv } from '../http/http-env';
import { type Logger, safeLogger } from '../observe/logger';
import type { Metrics } from '../observe/metrics';
import { mountEndpoints } from '../http/mount-endpoints';
import { requestObserver } from '../http/observe-requests';
import { requestFrame } from '../http/request-frame';
import { budgetKey, rateLimit, type RateLimitOptions } from '../http/rate-limit';
import { batchPointBudget } from '../limits/batch-points';
import type { ClientLimiter } from '../limits/client-limiter';
import type { MetricsRouteOptions } from '../routes/metrics-scrape';
import { routes, type RouteServices } from '../routes/routes';
import { securityHeaders, type SecurityHeaderOptions } from '../http/security-headers';
import { staticSite } from '../routes/static-site';
import type { FramedAnswer } from '../http/request-frame';

/** The services the routes answer from (the provider alone in some tests), and how the web serves them. */
export interface AppOptions extends RouteServices {
  apiKeys: readonly string[];
  logger: Logger;
  /** Built SPA to serve; omitted in API-only tests and in dev (Vite serves it). */
  distDir?: string;
  /** Single routes a test or the bench mounts beside the list (production mounts `routes()` alone). */
  extraRoutes?: Route[];
  /** Per-client limit on the lookup endpoints; omitted means no limit (in-process tests). */
  rateLimit?: RateLimitOptions;
  /** The batch endpoint: its budget in points per client (none: no limit) and lookups in flight per request. */
  batch?: { limiter?: ClientLimiter; concurrency: number };
  /** Extra CSP sources; the headers themselves are always sent. */
  security?: SecurityHeaderOptions;
  /** The metrics to count into and serve at /metrics (none: neither). */
  metrics?: MetricsRouteOptions;
  /** false: no log line per request (the benchmark's side without observability; bench/observe-cost.ts). */
  requestLog?: boolean;
}

/**
 * Mounts the routes (routes.ts) on a Hono app with what wraps every request (id, log, metrics,
 * headers, the street level pinned), the guards they declare, the API's 404 and the built SPA.
 * Tests call `app.request()` in-process.
 */
export function createApp(options: AppOptions) {
  const { provider } = options;
  const logger = safeLogger(options.logger);
  const app = new Hono<AppEnv>();

  const metrics: Metrics | undefined = options.metrics?.metrics;
  const requestLog = options.requestLog === false ? undefined : logger;
  const { streetLevel } = options;
  // Around every request: its id, context and pinned data, log line and metrics, compression, security headers.
  const frame = requestFrame({
    headers: securityHeaders(options.security),
    observe: requestObserver(provider.name, { logger: requestLog, metrics }),
    pin: streetLevel && ((work) => streetLevel.run(work)),
    error: errorAnswer(logger),
  });

  // One limiter (one budget per client) and one key check, on the endpoints whose declaration asks for them (endpoints.ts).
  // A limit of 0 or no keys: no middleware at all rather than one that only passes the request on.
  const batchLimiter = options.batch?.limiter;
  const spendBatchPoints =
    batchLimiter &&
    batchPointBudget(batchLimiter, () => metrics?.rateLimitRefusals.inc({ budget: 'points' }));
  const clientKey = options.rateLimit?.clientKey ?? ((c) => budgetKey(c, options.rateLimit?.trustProxy));
  const guards = {
    limiter: options.rateLimit?.perMinute
      ? rateLimit({
          ...options.rateLimit,
          refused: () => metrics?.rateLimitRefusals.inc({ budget: 'requests' }),
        })
      : undefined,
    keyCheck: options.apiKeys.length > 0 ? requireApiKey(options.apiKeys) : undefined,
    // The batch endpoints' limit counts points and names, so they have their own budget rather than the per-request one.
    takePoints: spendBatchPoints && ((c: Context, points: number) => spendBatchPoints(clientKey(c), points)),
  };
  const batch = { concurrency: options.batch?.concurrency ?? 4, logger, metrics };
  const list = [
    ...routes(options, {
      batch,
      startedAt: Date.now(),
      clientKey,
      // With API keys set a job is its key's: its limits and budget, and no other key reaches it.
      jobOwner: keyOwner(options.apiKeys),
      metrics: options.metrics,
    }),
    ...(options.extraRoutes ?? []),
  ];
  const unmatched = unmatchedAnswer(options.distDir);
  mountEndpoints(app, list, guards, { frame, unmatched });
  app.notFound(frame(unmatched));
  app.onError(errorAnswer(logger)); // a fault of the frame itself

  return app;
}

/** A path no endpoint answers: the API's 404, else the built SPA (none: Hono's 404). */
function unmatchedAnswer(distDir: string | undefined): FramedAnswer {
  const site = distDir ? staticSite(distDir) : undefined;
  // Its faults are the app's: thrown on to the frame, which answers them as any other.
  site?.onError((error) => {
    throw error;
  });
  return (c) => {
    if (c.req.path === '/api' || c.req.path.startsWith('/api/'))
      throw new HttpError(404, 'no such endpoint', { errorCode: 'endpoint_not_found' });
    return site ? site.fetch(c.req.raw, c.env) : c.text('404 Not Found', 404);
  };
}
