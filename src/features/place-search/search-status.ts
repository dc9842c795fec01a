import { ApiError } from '../../api/http';
import type { PlaceSearchMessageKey } from './use-place-search-t';

/** What went wrong, in the UI's words (the server's own message is English). */
export function searchErrorKey(error: unknown): PlaceSearchMessageKey {
  if (!(error instanceof ApiError)) return 'place.search.error';
  if (error.status === 0) return 'place.search.network';
  if (error.status === 401) return 'place.search.unauthorized';
  if (error.status === 429) return 'place.search.rateLimited';
  return 'place.search.error';
}
