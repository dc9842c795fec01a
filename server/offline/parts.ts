import type { Browse, BrowseQuery } from '../../src/api/cigarette-browse-schema';
import type { CigaretteRecord } from '../../src/api/cigarette-schema';
import type { GeocodeResponse } from '../../src/api/geocode-schema';
import type { GeocodeParams } from '../../src/api/query-params';

/**
 * The offline parts the offline provider answers from. They sit here, beside what implements them
 * (geo/ the geocoder, osm/ what wraps it, catalog/ the catalog), so offline code never imports providers/.
 */

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
  /** One page of the products under the query's filters, with the facet counts. */
  browse(query: BrowseQuery): Browse;
}
