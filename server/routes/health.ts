import type { ErrorBody } from '../../src/api/error-schema';
import type { Health } from '../../src/api/health-schema';
import { route } from '../endpoints';
import type { Provider } from '../providers/provider';

/** Provider, data versions and uptime; never a secret. Open even when API_KEYS is set. */
export function healthRoutes(provider: Provider, startedAt: number, osm?: Health['osm']) {
  const liveness = route('health', (c) => {
    const health = provider.health();
    const body: Health = {
      status: health.ready ? 'ok' : 'degraded',
      provider: provider.name,
      data: health.data,
      uptime_s: Math.round((Date.now() - startedAt) / 1000),
      ...(osm ? { osm } : {}),
    };
    return c.json(body);
  });
  // Readiness, apart from liveness: whether to send traffic here.
  const readiness = route('ready', (c) => {
    if (provider.health().ready) return c.json({ status: 'ready' });
    const body: ErrorBody = {
      code: 503,
      msg: 'not ready: the data is not loaded',
      request_id: c.get('requestId'),
    };
    return c.json(body, 503);
  });
  return [liveness, readiness];
}
