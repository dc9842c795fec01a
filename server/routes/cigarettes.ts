import { Hono } from 'hono';
import { cigaretteRecordSchema } from '../../src/api/cigarette-schema';
import { cigaretteParamsSchema } from '../../src/api/query-params';
import type { AppEnv } from '../http-env';
import type { Provider } from '../providers/provider';
import { readParams } from '../read-params';
import { sendValidated } from '../send-validated';

export function cigaretteRoutes(provider: Provider) {
  return new Hono<AppEnv>().get('/api/cigaretteDetails', async (c) => {
    const { name } = readParams(c, cigaretteParamsSchema);
    const record = await provider.cigaretteDetails(name, c.req.raw.signal);
    return sendValidated(c, cigaretteRecordSchema, record);
  });
}
