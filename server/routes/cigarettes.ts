import { cigaretteApi } from '../../contract/cigarette-schema';
import { route } from '../http/route';
import type { Provider } from '../providers/provider';

/** GET /api/cigaretteDetails?name= */
export function cigaretteRoutes(provider: Provider) {
  return route(cigaretteApi, async (c, call) => {
    const { name } = call.query();
    return await provider.cigaretteDetails(name, () => c.req.raw.signal);
  });
}
