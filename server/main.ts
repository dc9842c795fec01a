import { serve } from '@hono/node-server';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { composeApp } from './compose';
import { ConfigError, loadConfig } from './config';
import { consoleLogger } from './logger';

/** Reads the configuration, builds the app and listens. Exits with a clear message on bad config. */
export async function main(options: { distDir?: string } = { distDir: resolve('dist') }) {
  // Variables already in the environment win over .env (Node's loadEnvFile does not override).
  if (existsSync('.env')) process.loadEnvFile('.env');
  let config;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  let composed;
  try {
    composed = await composeApp(config, consoleLogger, options.distDir);
  } catch (error) {
    // A bad data file (e.g. CATALOG_FILE) is a configuration problem: say which file, row and field, then stop.
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const { app, provider } = composed;
  return new Promise<{ port: number; close: () => void }>((done) => {
    const server = serve({ fetch: app.fetch, port: config.PORT, hostname: config.HOST }, (info) => {
      const host = info.address.includes(':') ? `[${info.address}]` : info.address;
      console.log(`Serving on http://${host}:${info.port}/ (provider: ${provider.name})`);
      done({ port: info.port, close: () => server.close() });
    });
  });
}
