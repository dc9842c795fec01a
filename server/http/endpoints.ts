import type { H } from 'hono/types';
import { API, type ApiName } from '../../contract/api';
import type { AppEnv } from './http-env';

/** What the server decides for an endpoint of the contract's API table. */
export interface Decision {
  /** Behind API_KEYS (when any are set): 401 without one of them. */
  key: boolean;
  /**
   * What a call spends from its client's budget, whatever it answers: one request of
   * RATE_LIMIT_PER_MIN (one budget across these endpoints), its points or names of
   * BATCH_POINTS_PER_MIN (counted by the handler, through `spendPoints`), or nothing.
   */
  limit: 'request' | 'points' | 'none';
  /**
   * Also spends points of BATCH_POINTS_PER_MIN through `spendPoints`, one for each upstream record
   * the call may fetch (browse in upstream mode), as the batch endpoints spend one a name.
   */
  upstreamRecords?: true;
}

const declare = <N extends ApiName, D extends Decision>(name: N, decision: D) => ({
  ...API[name],
  ...decision,
});

/**
 * Every /api endpoint (and /metrics) and what a call needs. The app applies the key check and the limit from here
 * to each path (mount-endpoints.ts), also where a mode has no handler for it (upstream: no catalog
 * search), which then answers 404 after the same checks. The built SPA answers the other GETs.
 */
export const ENDPOINTS = {
  health: declare('health', { key: false, limit: 'none' }),
  ready: declare('ready', { key: false, limit: 'none' }),
  geocode: declare('geocode', { key: true, limit: 'request' }),
  geocodeBatch: declare('geocodeBatch', { key: true, limit: 'points' }),
  cigarette: declare('cigarette', { key: true, limit: 'request' }),
  cigaretteBatch: declare('cigaretteBatch', { key: true, limit: 'points' }),
  cigaretteSearch: declare('cigaretteSearch', { key: true, limit: 'request' }),
  cigaretteBrowse: declare('cigaretteBrowse', { key: true, limit: 'request', upstreamRecords: true }),
  places: declare('places', { key: true, limit: 'request' }),
  basemapStyle: declare('basemapStyle', { key: false, limit: 'none' }),
  tiles: declare('tiles', { key: false, limit: 'none' }),
  regions: declare('regions', { key: false, limit: 'none' }),
  osmTiles: declare('osmTiles', { key: false, limit: 'none' }),
  // The basemaps of BASEMAPS_FILE (docs/basemaps.md). A proxied tile costs a request: it spends the operator's key.
  basemapList: declare('basemapList', { key: false, limit: 'none' }),
  configuredStyle: declare('configuredStyle', { key: false, limit: 'none' }),
  basemapArchive: declare('basemapArchive', { key: false, limit: 'none' }),
  basemapTile: declare('basemapTile', { key: false, limit: 'request' }),
  // Server-side jobs (docs/jobs.md): the id is the job's key; with API_KEYS set only the key that sent
  // the job reaches it (http/key-owner.ts).
  jobSubmit: declare('jobSubmit', { key: true, limit: 'request' }),
  job: declare('job', { key: true, limit: 'none' }),
  jobDelete: declare('jobDelete', { key: true, limit: 'request' }),
  jobPause: declare('jobPause', { key: true, limit: 'request' }),
  jobResume: declare('jobResume', { key: true, limit: 'request' }),
  jobCancel: declare('jobCancel', { key: true, limit: 'request' }),
  jobFile: declare('jobFile', { key: true, limit: 'none' }),
  // Prometheus text, outside /api: behind its own METRICS_TOKEN, else loopback only (routes/metrics-scrape.ts).
  metrics: declare('metrics', { key: false, limit: 'none' }),
} as const satisfies { [N in ApiName]: Decision & (typeof API)[N] };

export type EndpointName = keyof typeof ENDPOINTS;

/** The handlers (middleware first) that answer one endpoint of the table (made by `route`, route.ts). */
export interface Route {
  endpoint: EndpointName;
  handlers: [H<AppEnv>, ...H<AppEnv>[]];
}

const NAMES = new Map<object, EndpointName>(
  (Object.keys(API) as EndpointName[]).map((name) => [API[name], name]),
);

/** The table's name of an entry (throws for one not in the table). */
export function endpointName(entry: object & { path: string }): EndpointName {
  const name = NAMES.get(entry);
  if (!name) throw new Error(`${entry.path} is not an entry of the API table`);
  return name;
}
