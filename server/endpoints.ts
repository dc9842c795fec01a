import type { H } from 'hono/types';
import type { AppEnv } from './http-env';

interface Declaration {
  method: 'GET' | 'POST';
  path: string;
  /** Behind API_KEYS (when any are set): 401 without one of them. */
  key: boolean;
  /**
   * What a call spends from its client's budget, whatever it answers: one request of
   * RATE_LIMIT_PER_MIN (one budget across these endpoints), its points or names of
   * BATCH_POINTS_PER_MIN (counted by the handler, through `spendPoints`), or nothing.
   */
  limit: 'request' | 'points' | 'none';
}

/**
 * Every /api endpoint (and /metrics) and what a call needs. The app applies the key check and the limit from here
 * to each path (mount-endpoints.ts), also where a mode has no handler for it (upstream: no catalog
 * search), which then answers 404 after the same checks. The built SPA answers the other GETs.
 */
export const ENDPOINTS = {
  health: { method: 'GET', path: '/api/health', key: false, limit: 'none' },
  ready: { method: 'GET', path: '/api/health/ready', key: false, limit: 'none' },
  geocode: { method: 'GET', path: '/api/geoToAddress', key: true, limit: 'request' },
  geocodeBatch: { method: 'POST', path: '/api/geoToAddress/batch', key: true, limit: 'points' },
  cigarette: { method: 'GET', path: '/api/cigaretteDetails', key: true, limit: 'request' },
  cigaretteBatch: { method: 'POST', path: '/api/cigaretteDetails/batch', key: true, limit: 'points' },
  cigaretteSearch: { method: 'GET', path: '/api/cigarettes', key: true, limit: 'request' },
  cigaretteBrowse: { method: 'GET', path: '/api/cigarettes/browse', key: true, limit: 'request' },
  places: { method: 'GET', path: '/api/places', key: true, limit: 'request' },
  basemapStyle: { method: 'GET', path: '/api/basemap/style.json', key: false, limit: 'none' },
  tiles: { method: 'GET', path: '/api/tiles/:z/:x/:file', key: false, limit: 'none' },
  regions: { method: 'GET', path: '/api/regions/:adcode', key: false, limit: 'none' },
  osmTiles: { method: 'GET', path: '/api/osm/tiles/:z/:x/:file', key: false, limit: 'none' },
  // The basemaps of BASEMAPS_FILE (docs/basemaps.md). A proxied tile costs a request: it spends the operator's key.
  basemapList: { method: 'GET', path: '/api/basemaps', key: false, limit: 'none' },
  configuredStyle: { method: 'GET', path: '/api/basemaps/:id/style.json', key: false, limit: 'none' },
  basemapArchive: { method: 'GET', path: '/api/basemaps/:id/archive.pmtiles', key: false, limit: 'none' },
  basemapTile: { method: 'GET', path: '/api/basemaps/:id/:z/:x/:y', key: false, limit: 'request' },
  // Prometheus text, outside /api: behind its own METRICS_TOKEN, else loopback only (routes/metrics.ts).
  metrics: { method: 'GET', path: '/metrics', key: false, limit: 'none' },
} as const satisfies Record<string, Declaration>;

export type EndpointName = keyof typeof ENDPOINTS;

type Handlers<P extends string> = [H<AppEnv, P>, ...H<AppEnv, P>[]];

/** The handlers (middleware first) that answer one endpoint of the table. */
export interface Route {
  endpoint: EndpointName;
  handlers: Handlers<string>;
}

export function route<N extends EndpointName>(
  endpoint: N,
  ...handlers: Handlers<(typeof ENDPOINTS)[N]['path']>
): Route {
  return { endpoint, handlers };
}
