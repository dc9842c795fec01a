import { createApp } from './app';
import type { Config } from './config';
import type { Logger } from './logger';
import { createOfflineProvider } from './providers/offline';
import { loadOfflineParts } from './providers/offline-parts';
import { createUpstreamProvider } from './providers/upstream';

/** Picks the provider the configuration asks for and builds the app around it. */
export async function composeApp(config: Config, logger: Logger, distDir?: string) {
  if (config.UPSTREAM_BASE_URL) {
    const provider = createUpstreamProvider({
      baseUrl: config.UPSTREAM_BASE_URL,
      apiKey: config.UPSTREAM_API_KEY,
      timeoutMs: config.UPSTREAM_TIMEOUT_MS,
    });
    return { provider, app: createApp({ provider, apiKeys: config.API_KEYS, logger, distDir }) };
  }
  const offline = await loadOfflineParts(config);
  const provider = createOfflineProvider(offline.parts);
  const app = createApp({ provider, apiKeys: config.API_KEYS, logger, distDir, extraRoutes: offline.routes });
  return { provider, app };
}
