import { createApp } from './app';
import { basemapOrigins } from '../basemaps/basemap-origins';
import { loadBasemaps } from '../basemaps/basemaps-file';
import { compileTrustProxy } from '../http/client-address';
import type { Config } from '../config';
import { type Logger, safeLogger } from '../observe/logger';
import { catalogBrowseRoutes } from '../routes/catalog-browse';
import { catalogSearchRoutes } from '../routes/cigarette-search';
import { loadCatalog } from '../offline/catalog/load-catalog';
import { createMetrics, watchOsmExtracts } from '../observe/metrics';
import { loadOfflineGeo } from '../offline/geo/load-offline-geo';
import { withCache } from '../providers/cached-provider';
import { keyScrubber } from '../providers/key-scrub';
import { createReverseGeocoder } from '../offline/geo/lookup/reverse-geocode';
import { createOfflineProvider } from '../providers/offline';
import { createUpstreamProvider } from '../providers/upstream';
import { upstreamRecords } from '../routes/upstream-browse';
import { basemapRoutes } from '../routes/basemap-list';
import { sharedState } from './shared-state';
import { streetLevelSwap } from './street-level-swap';
import { budgetKey } from '../http/rate-limit';
import { requestTraffic } from '../http/request-traffic';
import { jobRoutes } from '../routes/job-status';
import { jobSubmitRoute } from '../routes/job-submit';
import { jobFileRoute } from '../routes/job-file';
import type { Provider } from '../providers/provider';
import { createJobs } from '../jobs/create-jobs';

/** Picks the provider the configuration asks for and builds the app around it. */
export async function composeApp(
  config: Config,
  log: Logger,
  distDir?: string,
  env: Record<string, string | undefined> = process.env,
  options: { observe?: boolean } = {},
) {
  // Checked first: a bad BASEMAPS_FILE stops the start before any data is loaded.
  const basemaps = loadBasemaps(config.BASEMAPS_FILE, env);
  const origins = basemapOrigins(basemaps);
  // The one logger, passed to everything: escaped, and no line carries the upstream key in any
  // form (a client's path may hold it too).
  const logger: Logger = safeLogger(log, keyScrubber(config.UPSTREAM_API_KEY));
  // One registry per app, handed to everything that counts. observe false: no metrics, no
  // /metrics and no request lines, what the benchmark compares with (bench/observe-cost.ts).
  const observe = options.observe ?? true;
  const metrics = observe ? createMetrics() : undefined;
  const shared = sharedState(config, logger, metrics);
  const upstream = Boolean(config.UPSTREAM_BASE_URL);
  const trustProxy = compileTrustProxy(config.TRUST_PROXY);
  const hardening = {
    metrics: metrics && { metrics, token: config.METRICS_TOKEN, trustProxy },
    requestLog: observe,
    rateLimit: { perMinute: config.RATE_LIMIT_PER_MIN, limiter: shared.limiter, trustProxy },
    security: {
      connectSrc: [...config.CSP_CONNECT_SRC, ...origins.connect],
      imgSrc: origins.img,
      trustProxy,
    },
    batch: {
      limiter: shared.batchLimiter,
      concurrency: upstream ? config.BATCH_UPSTREAM_CONCURRENCY : 1,
    },
  };
  // The basemap, region outlines and place search are the app's own, whoever answers lookups.
  const geo = loadOfflineGeo();
  // Street-level OpenStreetMap data, when imported (and swapped when imported again): answers
  // offline, map tiles and names in the place search in both modes.
  const streetLevel = streetLevelSwap(
    config,
    geo,
    logger,
    upstream ? undefined : createReverseGeocoder(geo.data),
  );
  // Read at each scrape: a swap may bring other extracts.
  if (metrics) watchOsmExtracts(metrics, () => streetLevel.health()?.extracts ?? []);
  const mapRoutes = [
    ...streetLevel.routes,
    ...basemapRoutes(basemaps, { log: (line) => logger(line, undefined, 'warn') }),
  ];
  let jobs: Awaited<ReturnType<typeof createJobs>> | undefined;
  // The requests being answered (serve-app tracks its server's), which the job work gives way to.
  const traffic = requestTraffic();
  /** The job engine on the provider, and its routes: the submitter is told apart as the rate limits tell clients apart. */
  const withJobs = async (provider: Provider) => {
    const engine = await createJobs(config, provider, shared.batchLimiter, logger, metrics, traffic.busy);
    jobs = engine;
    // The download reads the job's directory once the engine has known the id (never a path from the request).
    const files = {
      find: (id: string) => engine.get(id),
      dirOf: engine.dirOf,
    };
    return [
      ...jobRoutes(engine),
      jobSubmitRoute(engine, (c) => budgetKey(c, trustProxy)),
      jobFileRoute(files),
    ];
  };
  /** Stops taking chunks; those in hand get the drain window (run beside the HTTP drain). */
  const stopJobs = async () => jobs?.close(config.SHUTDOWN_DRAIN_MS);
  const close = async () => {
    await stopJobs();
    streetLevel.stop();
    await shared.close();
  };
  /** What is composed, the same in both modes (`jobs` is read once withJobs has made it). */
  const composed = (provider: Provider, app: ReturnType<typeof createApp>) => ({
    provider,
    app,
    close,
    stopJobs,
    jobs,
    traffic,
    sharedReady: shared.ready,
    streetLevel,
    metrics: hardening.metrics,
  });
  if (config.UPSTREAM_BASE_URL) {
    // Upstream answers are cached: each one costs quota on the paid service.
    const provider = withCache(
      createUpstreamProvider({
        baseUrl: config.UPSTREAM_BASE_URL,
        apiKey: config.UPSTREAM_API_KEY,
        timeoutMs: config.UPSTREAM_TIMEOUT_MS,
        quota: shared.quota,
        metrics,
      }),
      { ttlS: config.CACHE_TTL_S, maxEntries: config.CACHE_MAX_ENTRIES, shared: shared.answers, metrics },
    );
    // The spec has no list call: the local catalog names the products to browse, the upstream gives their records.
    const browse = catalogBrowseRoutes(
      await loadCatalog(config.CATALOG_FILE, config.CATALOG_BROWSE_CACHE_MB),
      upstreamRecords(provider, { concurrency: hardening.batch.concurrency, logger }),
    );
    const jobRoutesUpstream = await withJobs(provider);
    const app = createApp({
      provider,
      apiKeys: config.API_KEYS,
      logger,
      distDir,
      extraRoutes: [...mapRoutes, browse, ...jobRoutesUpstream],
      streetLevel,
      ...hardening,
    });
    return composed(provider, app);
  }
  // Throws (stopping start-up) when the catalog file is invalid.
  const catalog = await loadCatalog(config.CATALOG_FILE, config.CATALOG_BROWSE_CACHE_MB);
  const provider = createOfflineProvider({ catalog, geocoder: streetLevel.geocoder! });
  const app = createApp({
    provider,
    apiKeys: config.API_KEYS,
    logger,
    distDir,
    // Catalog search and browsing from the catalog's own records are offline only.
    extraRoutes: [
      ...mapRoutes,
      catalogSearchRoutes(catalog),
      catalogBrowseRoutes(catalog),
      ...(await withJobs(provider)),
    ],
    streetLevel,
    ...hardening,
  });
  return composed(provider, app);
}
