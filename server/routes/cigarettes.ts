import { cigaretteRecordSchema } from '../../contract/cigarette-schema';
import { cigaretteParamsSchema } from '../../contract/query-params';
import { route } from '../http/endpoints';
import type { Provider } from '../providers/provider';
import { readParams } from '../http/read-params';
import { sendValidated } from '../http/send-validated';

/** GET /api/cigaretteDetails?name= */
export function cigaretteRoutes(provider: Provider) {
  return route('cigarette', async (c) => {
    const { name } = readParams(c, cigaretteParamsSchema);
    const record = await provider.cigaretteDetails(name, c.req.raw.signal);
    return sendValidated(c, cigaretteRecordSchema, record);
  });
}
