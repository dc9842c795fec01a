import type { GeocodeResponse } from '../../contract/geocode-schema';
import { geocodeApi } from '../../contract/query-params';
import type { GeocodeKey } from './geocode-queries';
import { ApiError, call } from './http';

/** One point's lookup, six decimals as the URL writes it; an envelope that is not code 200 is an error. */
export async function fetchGeocode(key: GeocodeKey, signal: AbortSignal): Promise<GeocodeResponse> {
  const params = { lat: key.lat.toFixed(6), lng: key.lng.toFixed(6), poi: key.poi ? '1' : '0' } as const;
  const body = await call(geocodeApi, params, { signal });
  // The envelope can carry a failure with HTTP 200: its msg is the error.
  if (body.code !== 200)
    throw new ApiError(body.code, body.msg || `code ${body.code}`, { requestId: body.request_id });
  return body;
}
