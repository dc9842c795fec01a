import { startFakeUpstream } from '../../test-support/fake-upstream-server';
import { createApp } from './app';
import { composeApp } from './compose';
import { loadConfig } from '../config';
import { createClientLimiter } from '../limits/client-limiter';
import { memoryGcraStore } from '../limits/gcra';
import type { Logger } from '../observe/logger';
import { createBrowser } from '../offline/catalog/browse';
import type { OfflineCatalog, OfflineGeocoder } from '../offline/parts';
import { createOfflineProvider } from '../providers/offline';
import type { Provider } from '../providers/provider';
import { NotFound } from '../domain-errors';

/** Small in-test stand-ins for the offline data parts: answers derived from the input, not real data. */
export const fakeGeocoder: OfflineGeocoder = {
  version: { geocoder: 'test-1' },
  reverse: ({ lat, lng, poi }) => ({
    code: 200,
    msg: 'ok',
    data: {
      location: { lat, lng },
      address: `point ${lat},${lng}`,
      poi_count: poi,
      pois: poi ? [{ id: 'p1', title: 'near', location: { lat, lng } }] : [],
    },
  }),
};

export const fakeCatalog: OfflineCatalog = {
  version: { catalog: 'test-1' },
  find(name) {
    if (name === 'missing')
      throw new NotFound(`no product named ${name}`, {
        errorCode: 'product_not_found',
        params: { name },
        suggestions: ['found'],
      });
    return { id: 7, name, single_price: 10 };
  },
  search: (query, limit) => [query].slice(0, limit),
  browse: createBrowser([{ id: 7, name: 'found', single_price: 10 }], () => [0]),
};

/** An app in-process, with a collecting logger so tests can read the log lines. */
export function testApp(options: { provider?: Provider; apiKeys?: string[] } = {}) {
  const lines: string[] = [];
  const logger: Logger = (line) => lines.push(line);
  const provider =
    options.provider ?? createOfflineProvider({ geocoder: fakeGeocoder, catalog: fakeCatalog });
  const app = createApp({ provider, apiKeys: options.apiKeys ?? [], logger });
  return { app, lines, provider };
}

/**
 * An app whose clients are told apart by an `x-test-client` header: one request a minute
 * on the lookup endpoints, 250 points or names a minute on the batch ones, on a clock the test moves.
 */
export function batchLimitedApp() {
  const clock = { now: 0 };
  const app = createApp({
    provider: testApp().provider,
    apiKeys: [],
    logger: () => {},
    rateLimit: { perMinute: 1, clientKey: (c) => c.req.header('x-test-client'), now: () => clock.now },
    batch: {
      limiter: createClientLimiter({ perMinute: 250, store: memoryGcraStore({ now: () => clock.now }) }),
      concurrency: 4,
    },
  });
  return { app, clock };
}

/** The app composed in upstream mode (as `npm start` would) against a fake upstream started here; `close` stops both. */
export async function upstreamTestApp(env: Record<string, string>) {
  const upstream = await startFakeUpstream(0);
  const config = loadConfig({
    UPSTREAM_BASE_URL: upstream.url,
    UPSTREAM_API_KEY: 'test-upstream-key',
    RATE_LIMIT_PER_MIN: '0',
    ...env,
  });
  const composed = await composeApp(config, () => {});
  const close = async () => {
    await composed.close();
    await upstream.close();
  };
  return { app: composed.app, upstream, close };
}
