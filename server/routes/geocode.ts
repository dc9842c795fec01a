import { ConflictingPoiFlags, geocodeParams, geocodeParamsSchema } from '../../contract/query-params';
import { route } from '../http/endpoints';
import type { Provider } from '../providers/provider';
import { readParams } from '../http/read-params';
import { sendValidated } from '../http/send-validated';
import { geocodeResponseSchema } from '../../contract/geocode-schema';
import { badRequest } from '../http/http-error';

/** GET /api/geoToAddress?lat=&lng=&poi= (or get_poi=)&poi_options= */
export function geocodeRoutes(provider: Provider) {
  return route('geocode', async (c) => {
    const params = lookupParams(readParams(c, geocodeParamsSchema));
    const answer = await provider.geoToAddress(params, c.req.raw.signal);
    return sendValidated(c, geocodeResponseSchema, { ...answer, request_id: c.get('requestId') });
  });
}

/** The lookup the parameters ask for; `poi` and `get_poi` at odds are a 400. */
export function lookupParams(query: Parameters<typeof geocodeParams>[0]) {
  try {
    return geocodeParams(query);
  } catch (error) {
    if (error instanceof ConflictingPoiFlags) throw badRequest(error.message, 'poi_flags_conflict');
    throw error;
  }
}
