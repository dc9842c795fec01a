import { placesApi } from '../../contract/place-schema';
import { route } from '../http/route';
import type { PlaceEntry } from '../offline/shared/place-entry';
import type { PlaceSearch } from '../offline/geo/lookup/place-search';

// The answer's type is the entry's (route infers it): a suggestion's fields are checked there.
const toSuggestion = (entry: PlaceEntry) => {
  const { id, name, kind, lat, lng, adcode, province, city, district, bbox } = entry;
  return bbox
    ? { id, name, kind, lat, lng, adcode, province, city, district, bbox }
    : { id, name, kind, lat, lng, adcode, province, city, district };
};

/** What the offline names hold at a GCJ-02 point (the answer's `coverage` when nothing matched near it). */
export type CoverageAt = (lng: number, lat: number) => { province: string; street_data: boolean };

/**
 * GET /api/places?q=&near=lat,lng&limit= (this app's extension): place names matching q, best first,
 * from the search `places()` gives; with none near a point, what the names cover there.
 */
export function placeRoutes(places: () => PlaceSearch, coverageAt?: CoverageAt) {
  return route(placesApi, (_c, call) => {
    const { q, near, limit } = call.query();
    const found = places().search(q, limit, near).map(toSuggestion);
    if (found.length > 0 || !near || !coverageAt) return { places: found };
    return { places: found, coverage: coverageAt(near.lng, near.lat) };
  });
}
