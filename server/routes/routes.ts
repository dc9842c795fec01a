import type { Context } from 'hono';
import type { Route } from '../http/endpoints';
import type { Services } from '../services/create-services';
import type { BatchRouteOptions } from './batch-endpoint';
import { basemapRoutes } from './basemap-list';
import { batchRoutes } from './batch';
import { catalogBrowseRoutes } from './catalog-browse';
import { cigaretteBatchRoutes } from './cigarette-batch';
import { catalogSearchRoutes } from './cigarette-search';
import { cigaretteRoutes } from './cigarettes';
import { geocodeRoutes } from './geocode';
import { geoRoutes } from './geo-routes';
import { healthRoutes } from './health';
import { jobFileRoute } from './job-file';
import { jobRoutes } from './job-status';
import { jobSubmitRoute } from './job-submit';
import { metricsRoute, type MetricsRouteOptions } from './metrics-scrape';
import { osmTileRoutes } from './street-tiles';
import { upstreamRecords } from './upstream-browse';

type StreetLevel = Services['streetLevel'];

/** What the routes serve: the provider always; the rest where built (a test may mount the provider alone). */
export interface RouteServices
  extends Pick<Services, 'provider'>, Partial<Pick<Services, 'cached' | 'catalog' | 'basemaps' | 'jobs'>> {
  /** Each request pinned to the current street level, its health; and the map it serves, where loaded. */
  streetLevel?: Pick<StreetLevel, 'run' | 'health' | 'loading'> & Partial<Pick<StreetLevel, 'map'>>;
}

/** What the web side adds: how batch requests run, who a client is, and /metrics. */
export interface RouteOptions {
  batch: BatchRouteOptions;
  startedAt: number;
  /** Who submits a job, told apart as the rate limits tell clients apart (without API keys). */
  clientKey: (c: Context) => string | undefined;
  /** With API keys set: a job's owner, its key's digest (http/key-owner.ts); no other key reaches the job. */
  jobOwner?: (c: Context) => string | undefined;
  metrics?: MetricsRouteOptions;
}

/** Every API route of the server, in one list (the order is the order they are matched in). */
export function routes(services: RouteServices, options: RouteOptions): Route[] {
  const { provider, cached, catalog, basemaps, streetLevel, jobs } = services;
  const { batch, jobOwner } = options;
  const jobClient = (c: Context) => jobOwner?.(c) ?? options.clientKey(c);
  const map = streetLevel?.map;
  return [
    ...healthRoutes(provider, options.startedAt, streetLevel),
    batchRoutes(provider, batch),
    cigaretteBatchRoutes(provider, batch),
    geocodeRoutes(provider),
    cigaretteRoutes(provider),
    // The offline map in both modes: street tiles, basemap style, tiles, outlines, place search.
    ...(map ? [osmTileRoutes(map.tiles), ...geoRoutes(map.geo, map.geoNow)] : []),
    ...(basemaps ? basemapRoutes(basemaps, { log: (line) => batch.logger(line, undefined, 'warn') }) : []),
    // The spec has no list call: upstream mode browses the local catalog's names with the upstream's records.
    ...(catalog && cached ? [catalogBrowseRoutes(catalog, upstreamRecords(cached, batch))] : []),
    // Catalog search and browsing from the catalog's own records are offline only.
    ...(catalog && !cached ? [catalogSearchRoutes(catalog), catalogBrowseRoutes(catalog)] : []),
    ...(jobs
      ? [
          ...jobRoutes(jobs, jobOwner),
          jobSubmitRoute(jobs, jobClient),
          jobFileRoute(jobs, { owner: jobOwner, client: jobClient }),
        ]
      : []),
    ...(options.metrics ? [metricsRoute(options.metrics)] : []),
  ];
}
