/**
 * Every endpoint of this app's API, as both sides read it: the server mounts these paths
 * (server/http/endpoints.ts adds what it decides: the key and the limit) and the client's fetch
 * helpers (src/api/http.ts) take an entry, so no path is written twice. `:name` marks a path
 * parameter. Each endpoint's parameters and answer are the schemas beside this file
 * (`query-params.ts`, `*-schema.ts`); they are not imported here, so a client chunk carries only the
 * schemas it uses.
 */
export const API = {
  health: { method: 'GET', path: '/api/health' },
  ready: { method: 'GET', path: '/api/health/ready' },
  geocode: { method: 'GET', path: '/api/geoToAddress' },
  geocodeBatch: { method: 'POST', path: '/api/geoToAddress/batch' },
  cigarette: { method: 'GET', path: '/api/cigaretteDetails' },
  cigaretteBatch: { method: 'POST', path: '/api/cigaretteDetails/batch' },
  cigaretteSearch: { method: 'GET', path: '/api/cigarettes' },
  cigaretteBrowse: { method: 'GET', path: '/api/cigarettes/browse' },
  places: { method: 'GET', path: '/api/places' },
  basemapStyle: { method: 'GET', path: '/api/basemap/style.json' },
  tiles: { method: 'GET', path: '/api/tiles/:z/:x/:file' },
  regions: { method: 'GET', path: '/api/regions/:adcode' },
  osmTiles: { method: 'GET', path: '/api/osm/tiles/:z/:x/:file' },
  basemapList: { method: 'GET', path: '/api/basemaps' },
  configuredStyle: { method: 'GET', path: '/api/basemaps/:id/style.json' },
  basemapArchive: { method: 'GET', path: '/api/basemaps/:id/archive.pmtiles' },
  basemapTile: { method: 'GET', path: '/api/basemaps/:id/:z/:x/:y' },
  metrics: { method: 'GET', path: '/metrics' },
} as const satisfies Record<string, ApiEntry>;

export interface ApiEntry {
  method: 'GET' | 'POST';
  path: string;
}

export type ApiName = keyof typeof API;

/**
 * The entry's path with its `:name` parameters filled in, each URI-encoded but for a tile
 * template's placeholders (`{z}`, `{y}.pbf`), which are kept as they are.
 */
export function apiPath(entry: ApiEntry, params: Record<string, string | number> = {}): string {
  return entry.path.replace(/:([a-z]+)/gi, (_whole, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${entry.path} needs :${name}`);
    return String(value)
      .split(/(\{[a-z]+\})/)
      .map((part, at) => (at % 2 === 1 ? part : encodeURIComponent(part)))
      .join('');
  });
}
