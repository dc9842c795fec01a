import type { Config } from '../config';
import { loadBasemaps } from '../basemaps/basemaps-file';
import { createJobs } from '../jobs/create-jobs';
import { loadCatalog } from '../offline/catalog/load-catalog';
import { loadOfflineGeo } from '../offline/geo/load-offline-geo';
import { createReverseGeocoder } from '../offline/geo/lookup/reverse-geocode';
import { type Logger, safeLogger } from '../observe/logger';
import { createMetrics, watchOsmExtracts } from '../observe/metrics';
import { withCache } from '../providers/cached-provider';
import { keyScrubber } from '../providers/key-scrub';
import { createOfflineProvider } from '../providers/offline';
import { createUpstreamProvider } from '../providers/upstream';
import { sharedState } from './shared-state';
import { streetLevelService } from './street-level';

export interface ServiceOptions {
  /** Where BASEMAPS_FILE's `${VAR}`s are read. */
  env?: Record<string, string | undefined>;
  /** false: no metrics (what the benchmark compares with: bench/observe-cost.ts). */
  observe?: boolean;
  /** Whether requests are being answered now: the job work gives way to them (the web process hands it in). */
  busy?: () => boolean;
}

/**
 * Everything the server does, apart from HTTP: the provider the configuration asks for (offline, or
 * the upstream behind the answer cache and the shared quota), the catalog, the offline geo data, the
 * street level and the jobs. What the app mounts its routes on, what the worker works jobs with, and
 * what the bench and tests build. Refusals are domain errors (server/domain-errors.ts).
 */
export async function createServices(config: Config, log: Logger, options: ServiceOptions = {}) {
  // Checked first: a bad BASEMAPS_FILE stops the start before any data is loaded.
  const basemaps = loadBasemaps(config.BASEMAPS_FILE, options.env ?? process.env);
  // The one logger, passed to everything: escaped, and no line carries the upstream key in any form.
  const logger: Logger = safeLogger(log, keyScrubber(config.UPSTREAM_API_KEY));
  const metrics = options.observe === false ? undefined : createMetrics();
  const shared = sharedState(config, logger, metrics);
  const upstream = Boolean(config.UPSTREAM_BASE_URL);
  // The basemap, region outlines and place search are the app's own, whoever answers lookups.
  const geo = loadOfflineGeo();
  // Street-level OpenStreetMap data, when imported (and swapped when imported again).
  const streetLevel = streetLevelService(
    config,
    geo,
    logger,
    upstream ? undefined : createReverseGeocoder(geo.data),
  );
  // Read at each scrape: a swap may bring other extracts.
  if (metrics) watchOsmExtracts(metrics, () => streetLevel.health()?.extracts ?? []);
  // Throws (stopping start-up) when the catalog file is invalid. Upstream mode browses its names too.
  const catalog = await loadCatalog(config.CATALOG_FILE, config.CATALOG_BROWSE_CACHE_MB);
  // Upstream answers are cached: each one costs quota on the paid service.
  const cached = config.UPSTREAM_BASE_URL
    ? withCache(
        createUpstreamProvider({
          baseUrl: config.UPSTREAM_BASE_URL,
          apiKey: config.UPSTREAM_API_KEY,
          timeoutMs: config.UPSTREAM_TIMEOUT_MS,
          quota: shared.quota,
          metrics,
        }),
        { ttlS: config.CACHE_TTL_S, maxEntries: config.CACHE_MAX_ENTRIES, shared: shared.answers, metrics },
      )
    : undefined;
  const provider = cached ?? createOfflineProvider({ catalog, geocoder: streetLevel.geocoder! });
  const jobs = await createJobs(config, provider, shared.jobsLimiter, logger, metrics, options.busy);
  /** Stops taking chunks; those in hand get the drain window (run beside the HTTP drain). */
  const stopJobs = async () => jobs.close(config.SHUTDOWN_DRAIN_MS);
  return {
    provider,
    /** The upstream provider (upstream mode only): browse pages ask it for their records. */
    cached,
    catalog,
    basemaps,
    streetLevel,
    jobs,
    logger,
    metrics,
    shared,
    /** Lookups at once in one batch request or job chunk (upstream mode: bounds the fan-out). */
    lookupConcurrency: upstream ? config.BATCH_UPSTREAM_CONCURRENCY : 1,
    stopJobs,
    close: async () => {
      await stopJobs();
      streetLevel.stop();
      await shared.close();
    },
  };
}

export type Services = Awaited<ReturnType<typeof createServices>>;
