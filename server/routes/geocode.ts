import type { GeocodeResponse } from '../../contract/geocode-schema';
import { parsePoiOptions, PoiOptionsError, type PoiOptions } from '../../contract/poi-options';
import { ConflictingPoiFlags, geocodeApi, geocodeParams } from '../../contract/query-params';
import { route } from '../http/route';
import type { Provider } from '../providers/provider';
import { badRequest } from '../http/http-error';

/** A provider's answer: an envelope (its type says so loosely: Omit over a loose object loses the named fields). */
export type GeocodeEnvelope = Pick<GeocodeResponse, 'code' | 'msg' | 'data'>;

/** GET /api/geoToAddress?lat=&lng=&poi= (or get_poi=)&poi_options= */
export function geocodeRoutes(provider: Provider) {
  return route(geocodeApi, (c, call) => {
    const { poi_options: options, ...query } = call.query();
    const params = lookupParams({
      ...query,
      poi_options: options === undefined ? undefined : poiOptions(options),
    });
    const withId = (answer: GeocodeEnvelope) => ({ ...answer, request_id: c.get('requestId') });
    // The offline answer comes at once: no promise on the way (request-frame.ts sends it at once too).
    const answer = provider.geoToAddress(params, () => c.req.raw.signal) as
      GeocodeEnvelope | Promise<GeocodeEnvelope>;
    return answer instanceof Promise ? answer.then(withId) : withId(answer);
  });
}

/** `poi_options` read into its options; a wrong one is a 400 whose message names it (poi-options.ts). */
function poiOptions(text: string): PoiOptions {
  try {
    return parsePoiOptions(text);
  } catch (error) {
    if (error instanceof PoiOptionsError)
      throw badRequest(error.message, error.coded.errorCode, error.coded.params);
    throw error;
  }
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
