import { geocodeParamsSchema } from '../../src/api/query-params';
import { route } from '../endpoints';
import type { Provider } from '../providers/provider';
import { readParams } from '../read-params';
import { sendValidated } from '../send-validated';
import { geocodeResponseSchema } from '../../src/api/geocode-schema';

/** GET /api/geoToAddress?lat=&lng=&poi= */
export function geocodeRoutes(provider: Provider) {
  return route('geocode', async (c) => {
    const params = readParams(c, geocodeParamsSchema);
    const answer = await provider.geoToAddress(params, c.req.raw.signal);
    return sendValidated(c, geocodeResponseSchema, { ...answer, request_id: c.get('requestId') });
  });
}
