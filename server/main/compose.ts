import { createApp } from './app';
import { basemapOrigins } from '../basemaps/basemap-origins';
import { compileTrustProxy } from '../http/client-address';
import type { Config } from '../config';
import type { Logger } from '../observe/logger';
import { requestTraffic } from '../http/request-traffic';
import { createServices } from '../services/create-services';

/** The services the configuration asks for (create-services.ts), and the web app mounted on them. */
export async function composeApp(
  config: Config,
  log: Logger,
  distDir?: string,
  env: Record<string, string | undefined> = process.env,
  options: { observe?: boolean } = {},
) {
  // observe false: no metrics, no /metrics and no request lines, what the benchmark compares with (bench/observe-cost.ts).
  const observe = options.observe ?? true;
  // The requests being answered (serve-app tracks its server's), which the job work gives way to.
  const traffic = requestTraffic();
  const services = await createServices(config, log, { env, observe, busy: traffic.busy });
  const { logger, metrics, shared } = services;
  const origins = basemapOrigins(services.basemaps);
  const trustProxy = compileTrustProxy(config.TRUST_PROXY);
  const metricsRoute = metrics && { metrics, token: config.METRICS_TOKEN, trustProxy };
  const app = createApp({
    provider: services.provider,
    cached: services.cached,
    catalog: services.catalog,
    basemaps: services.basemaps,
    streetLevel: services.streetLevel,
    jobs: services.jobs,
    apiKeys: config.API_KEYS,
    logger,
    distDir,
    metrics: metricsRoute,
    requestLog: observe,
    rateLimit: { perMinute: config.RATE_LIMIT_PER_MIN, limiter: shared.limiter, trustProxy },
    security: {
      connectSrc: [...config.CSP_CONNECT_SRC, ...origins.connect],
      imgSrc: origins.img,
      trustProxy,
    },
    batch: { limiter: shared.batchLimiter, concurrency: services.lookupConcurrency },
  });
  return {
    provider: services.provider,
    app,
    close: services.close,
    stopJobs: services.stopJobs,
    jobs: services.jobs,
    traffic,
    sharedReady: shared.ready,
    streetLevel: services.streetLevel,
    metrics: metricsRoute,
  };
}
