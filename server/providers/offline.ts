import type { CigaretteRecord } from '../../src/api/cigarette-schema';
import type { GeocodeResponse } from '../../src/api/geocode-schema';
import type { GeocodeParams } from '../../src/api/query-params';
import { ServiceError } from '../errors';
import type { Provider } from './provider';

/** The embedded reverse geocoder over open data. */
export interface OfflineGeocoder {
  readonly version: Record<string, string>;
  reverse(params: GeocodeParams): Omit<GeocodeResponse, 'request_id'>;
}

/** The embedded product catalog. `find` throws a 404 ServiceError (with suggestions) when no single product matches. */
export interface OfflineCatalog {
  readonly version: Record<string, string>;
  find(name: string): CigaretteRecord;
  search(query: string, limit: number): string[];
}

export interface OfflineParts {
  geocoder?: OfflineGeocoder;
  catalog?: OfflineCatalog;
}

const notReady = (what: string) =>
  new ServiceError(503, `the offline provider has no ${what} data installed; set UPSTREAM_BASE_URL to use the upstream service`);

/** Answers the contract from data installed with the app; a part without data answers 503, never made-up data. */
export function createOfflineProvider(parts: OfflineParts): Provider & { catalog?: OfflineCatalog } {
  return {
    name: 'offline',
    catalog: parts.catalog,
    async geoToAddress(params) {
      if (!parts.geocoder) throw notReady('geocoding');
      return parts.geocoder.reverse(params);
    },
    async cigaretteDetails(name) {
      if (!parts.catalog) throw notReady('cigarette catalog');
      return parts.catalog.find(name);
    },
    health: () => ({
      ready: Boolean(parts.geocoder && parts.catalog),
      data: { ...parts.geocoder?.version, ...parts.catalog?.version },
    }),
  };
}
