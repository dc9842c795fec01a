import { geocodeParamsSchema } from '../../src/contract/query-params';
import { route } from '../http/endpoints';
import type { Provider } from '../providers/provider';
import { readParams } from '../http/read-params';
import { sendValidated } from '../http/send-validated';
import { geocodeResponseSchema } from '../../src/contract/geocode-schema';

/** GET /api/geoToAddress?lat=&lng=&poi= */
export function geocodeRoutes(provider: Provider) {
  return route('geocode', async (c) => {
    const params = readParams(c, geocodeParamsSchema);
    const answer = await provider.geoToAddress(params, c.req.raw.signal);
    return sendValidated(c, geocodeResponseSchema, { ...answer, request_id: c.get('requestId') });
  });
}
