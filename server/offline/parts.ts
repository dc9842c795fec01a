import type { Browse, BrowseQuery } from '../../contract/cigarette-browse-schema';
import type { CigaretteRecord } from '../../contract/cigarette-schema';
import type { GeocodeResponse } from '../../contract/geocode-schema';
import type { GeocodeParams } from '../../contract/query-params';

/**
 * The offline parts the offline provider answers from. They sit here, beside what implements them
 * (geo/ the geocoder, osm/ what wraps it, catalog/ the catalog), so offline code never imports providers/.
 */

/** The embedded reverse geocoder over open data. */
export interface OfflineGeocoder {
  readonly version: Record<string, string>;
  reverse(params: GeocodeParams): Omit<GeocodeResponse, 'request_id'>;
}

/** The embedded product catalog. `find` throws ProductNotFound (with suggestions) when no single product matches. */
export interface OfflineCatalog {
  readonly version: Record<string, string>;
  find(name: string): CigaretteRecord;
  search(query: string, limit: number): string[];
  /**
   * One page of the products under the query's filters, with the facet counts; `visited`, when
   * given, is told how many products the call walked (what its filters cost).
   */
  browse(query: BrowseQuery, visited?: (records: number) => void): Browse;
}
