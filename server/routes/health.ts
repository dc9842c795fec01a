import type { Health } from '../../src/api/health-schema';
import { route } from '../endpoints';
import type { Provider } from '../providers/provider';

/** Provider, data versions and uptime; never a secret. Open even when API_KEYS is set. */
export function healthRoutes(provider: Provider, startedAt: number, osm?: Health['osm']) {
  return route('health', (c) => {
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
}
