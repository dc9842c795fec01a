import { NotFound, Unavailable } from '../domain-errors';
import { ProductNotFound } from '../offline/catalog/product-not-found';
import type { OfflineCatalog, OfflineGeocoder } from '../offline/parts';
import type { Provider } from './provider';

export interface OfflineParts {
  geocoder?: OfflineGeocoder;
  catalog?: OfflineCatalog;
}

const notReady = (what: 'geocoding' | 'cigarette catalog') =>
  new Unavailable(
    `the offline provider has no ${what} data installed; set UPSTREAM_BASE_URL to use the upstream service`,
    { errorCode: what === 'geocoding' ? 'geocoding_data_missing' : 'catalog_data_missing' },
  );

/** Answers the contract from data installed with the app; a part without data answers 503, never made-up data. */
export function createOfflineProvider(parts: OfflineParts): Provider & { catalog?: OfflineCatalog } {
  return {
    name: 'offline',
    catalog: parts.catalog,
    geoToAddress(params) {
      if (!parts.geocoder) throw notReady('geocoding');
      return parts.geocoder.reverse(params);
    },
    async cigaretteDetails(name) {
      if (!parts.catalog) throw notReady('cigarette catalog');
      try {
        return parts.catalog.find(name);
      } catch (error) {
        if (error instanceof ProductNotFound) {
          throw new NotFound(error.message, {
            errorCode: 'product_not_found',
            params: { name },
            suggestions: error.suggestions,
          });
        }
        throw error;
      }
    },
    health: () => ({
      ready: Boolean(parts.geocoder && parts.catalog),
      data: { ...parts.geocoder?.version, ...parts.catalog?.version },
    }),
  };
}
