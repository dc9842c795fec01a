import { placesParamsSchema, placesResponseSchema, type PlaceSuggestion } from '../../contract/place-schema';
import { route } from '../http/endpoints';
import { readParams } from '../http/read-params';
import { sendValidated } from '../http/send-validated';
import type { PlaceEntry } from '../offline/shared/place-entry';
import type { PlaceSearch } from '../offline/geo/lookup/place-search';

const toSuggestion = (entry: PlaceEntry): PlaceSuggestion => {
  const { id, name, kind, lat, lng, adcode, province, city, district, bbox } = entry;
  return bbox
    ? { id, name, kind, lat, lng, adcode, province, city, district, bbox }
    : { id, name, kind, lat, lng, adcode, province, city, district };
};

/** GET /api/places?q=&near=lat,lng&limit= (this app's extension): place names matching q, best first, from the search `places()` gives. */
export function placeRoutes(places: () => PlaceSearch) {
  return route('places', (c) => {
    const { q, near, limit } = readParams(c, placesParamsSchema);
    return sendValidated(c, placesResponseSchema, {
      places: places().search(q, limit, near).map(toSuggestion),
    });
  });
}
