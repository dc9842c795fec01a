import { Hono } from 'hono';
import { geocodeParamsSchema } from '../../src/api/query-params';
import type { AppEnv } from '../http-env';
import type { Provider } from '../providers/provider';
import { readParams } from '../read-params';
import { sendValidated } from '../send-validated';
import { geocodeResponseSchema } from '../../src/api/geocode-schema';

export function geocodeRoutes(provider: Provider) {
  return new Hono<AppEnv>().get('/api/geoToAddress', async (c) => {
    const params = readParams(c, geocodeParamsSchema);
    const answer = await provider.geoToAddress(params, c.req.raw.signal);
    return sendValidated(c, geocodeResponseSchema, { ...answer, request_id: c.get('requestId') });
  });
}
