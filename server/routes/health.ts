import type { ErrorBody } from '../../contract/error-schema';
import { healthApi, type Health } from '../../contract/health-schema';
import { readyApi } from '../../contract/api';
import { route } from '../http/route';
import type { Provider } from '../providers/provider';

/** What health says of the imported OpenStreetMap data, which a new import replaces while the server runs. */
interface StreetLevelHealth {
  health(): Health['osm'];
  /** Whether new data is loading to replace what is served. */
  loading(): boolean;
}

/** Provider, data versions and uptime; never a secret. Open even when API_KEYS is set. */
export function healthRoutes(provider: Provider, startedAt: number, streetLevel?: StreetLevelHealth) {
  const liveness = route(healthApi, () => {
    const health = provider.health();
    const osm = streetLevel?.health();
    const body: Health = {
      status: health.ready ? 'ok' : 'degraded',
      provider: provider.name,
      data: health.data,
      uptime_s: Math.round((Date.now() - startedAt) / 1000),
      ...(osm ? { osm } : {}),
    };
    return body;
  });
  // Readiness, apart from liveness: whether to send traffic here. Not while new street-level data
  // loads (#27): the old data still answers, but a balancer may prefer an instance not loading.
  const readiness = route(readyApi, (c) => {
    const loading = streetLevel?.loading();
    if (provider.health().ready && !loading) return c.json({ status: 'ready' });
    const body: ErrorBody = {
      code: 503,
      msg: loading ? 'not ready: new street-level data is loading' : 'not ready: the data is not loaded',
      request_id: c.get('requestId'),
    };
    return c.json(body, 503);
  });
  return [liveness, readiness];
}
