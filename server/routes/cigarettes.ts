import { cigaretteRecordSchema } from '../../src/api/cigarette-schema';
import { cigaretteParamsSchema } from '../../src/api/query-params';
import { route } from '../endpoints';
import type { Provider } from '../providers/provider';
import { readParams } from '../read-params';
import { sendValidated } from '../send-validated';

/** GET /api/cigaretteDetails?name= */
export function cigaretteRoutes(provider: Provider) {
  return route('cigarette', async (c) => {
    const { name } = readParams(c, cigaretteParamsSchema);
    const record = await provider.cigaretteDetails(name, c.req.raw.signal);
    return sendValidated(c, cigaretteRecordSchema, record);
  });
}
