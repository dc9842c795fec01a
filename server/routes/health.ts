import { Hono } from 'hono';
import type { Health } from '../../src/api/health-schema';
import type { AppEnv } from '../http-env';
import type { Provider } from '../providers/provider';

/** Provider, data versions and uptime; never a secret. Open even when API_KEYS is set. */
export function healthRoutes(provider: Provider, startedAt: number, osm?: Health['osm']) {
  return new Hono<AppEnv>().get('/api/health', (c) => {
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
