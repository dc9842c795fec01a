import { basemapListApi, basemapStyleApi } from './basemap-list-schema';
import { cigaretteApi } from './cigarette-schema';
import { cigaretteBatchApi } from './cigarette-batch-schema';
import { cigaretteBrowseApi } from './cigarette-browse-schema';
import { cigaretteSearchApi } from './cigarette-search-schema';
import { geocodeApi } from './query-params';
import { geocodeBatchApi } from './batch-request-schema';
import { healthApi } from './health-schema';
import {
  jobApi,
  jobCancelApi,
  jobDeleteApi,
  jobFileApi,
  jobPauseApi,
  jobResumeApi,
  jobSubmitApi,
} from './job-schema';
import { placesApi } from './place-schema';
import { regionsApi } from './region-schema';
import { endpoint, type ApiEntry } from './endpoint';

/**
 * Every endpoint of this app's API, as both sides read it: the server mounts these paths
 * (server/http/endpoints.ts adds what it decides: the key and the limit) and answers each with
 * `route(entry, handler)`; the client calls one with `call(entry, params)` (src/api/http.ts). An entry
 * (`endpoint()`, endpoint.ts) carries its query, body and answer schemas, so both sides infer their
 * types from it and no path or shape is written twice. Each entry the client calls is declared beside
 * its answer's schema: the client imports it from there, never this table, so a chunk carries only
 * the entries it calls (this module, in the eager shell, would bring them all).
 */

// The endpoints only the server names (the map's style and tiles carry their URLs); none answers JSON to parse.
export const readyApi = endpoint({ method: 'GET', path: '/api/health/ready' });
export const tilesApi = endpoint({ method: 'GET', path: '/api/tiles/:z/:x/:file' });
export const osmTilesApi = endpoint({ method: 'GET', path: '/api/osm/tiles/:z/:x/:file' });
export const configuredStyleApi = endpoint({ method: 'GET', path: '/api/basemaps/:id/style.json' });
export const basemapArchiveApi = endpoint({ method: 'GET', path: '/api/basemaps/:id/archive.pmtiles' });
export const basemapTileApi = endpoint({ method: 'GET', path: '/api/basemaps/:id/:z/:x/:y' });
export const metricsApi = endpoint({ method: 'GET', path: '/metrics' });

/** The whole table, by name: what the server mounts. */
export const API = {
  health: healthApi,
  ready: readyApi,
  geocode: geocodeApi,
  geocodeBatch: geocodeBatchApi,
  cigarette: cigaretteApi,
  cigaretteBatch: cigaretteBatchApi,
  cigaretteSearch: cigaretteSearchApi,
  cigaretteBrowse: cigaretteBrowseApi,
  places: placesApi,
  basemapStyle: basemapStyleApi,
  tiles: tilesApi,
  regions: regionsApi,
  osmTiles: osmTilesApi,
  basemapList: basemapListApi,
  configuredStyle: configuredStyleApi,
  basemapArchive: basemapArchiveApi,
  basemapTile: basemapTileApi,
  jobSubmit: jobSubmitApi,
  job: jobApi,
  jobDelete: jobDeleteApi,
  jobPause: jobPauseApi,
  jobResume: jobResumeApi,
  jobCancel: jobCancelApi,
  jobFile: jobFileApi,
  metrics: metricsApi,
} as const satisfies Record<string, ApiEntry>;

export type ApiName = keyof typeof API;
