import { basemapListApi, basemapStyleApi } from './basemap-list-schema';
import { cigaretteApi } from './cigarette-schema';
import { cigaretteBatchApi } from './cigarette-batch-schema';
import { cigaretteBrowseApi } from './cigarette-browse-schema';
import { cigaretteSearchApi } from './cigarette-search-schema';
import { geocodeApi } from './geocode-schema';
import { geocodeBatchApi } from './batch-schema';
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
import type { ApiEntry } from './api-path';

/**
 * Every endpoint of this app's API, as both sides read it: the server mounts these paths
 * (server/http/endpoints.ts adds what it decides: the key and the limit) and the client's fetch
 * helpers (src/api/http.ts) take an entry, so no path is written twice. `:name` marks a path
 * parameter. Each endpoint's parameters and answer are the schemas beside this file
 * (`query-params.ts`, `*-schema.ts`), and each entry the client calls is declared beside its answer's
 * schema: the client imports it from there, never this table, so a chunk carries only the entries it
 * calls (this module, in the eager shell, would bring them all).
 */

// The endpoints only the server names (the map's style and tiles carry their URLs).
export const readyApi = { method: 'GET', path: '/api/health/ready' } as const;
export const tilesApi = { method: 'GET', path: '/api/tiles/:z/:x/:file' } as const;
export const osmTilesApi = { method: 'GET', path: '/api/osm/tiles/:z/:x/:file' } as const;
export const configuredStyleApi = { method: 'GET', path: '/api/basemaps/:id/style.json' } as const;
export const basemapArchiveApi = { method: 'GET', path: '/api/basemaps/:id/archive.pmtiles' } as const;
export const basemapTileApi = { method: 'GET', path: '/api/basemaps/:id/:z/:x/:y' } as const;
export const metricsApi = { method: 'GET', path: '/metrics' } as const;

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
