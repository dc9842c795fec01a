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

/** GET /api/places?q=&near=lat,lng&limit= (this app's extension): place names matching q, best first, from the search `places()` gives. */
export function placeRoutes(places: () => PlaceSearch) {
  return route(placesApi, (_c, call) => {
    const { q, near, limit } = call.query();
    return { places: places().search(q, limit, near).map(toSuggestion) };
  });
}
