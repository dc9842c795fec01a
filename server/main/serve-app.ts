import { serve } from '@hono/node-server';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Server } from 'node:http';
import { composeApp } from './compose';
import { ConfigError, loadConfig } from '../config';
import { closeOnSignals, gracefulClose } from './graceful-close';
import { jsonLogger } from '../observe/json-logger';

interface ServeOptions {
  distDir?: string;
  /** `npm run dev`: readable log lines instead of JSON. */
  readableLog?: boolean;
  /** false: no log and no metrics, only the "Serving on" line (the benchmark measures what they cost). */
  observe?: boolean;
}

/**
 * Reads the configuration, builds the app and listens. Exits with a clear message on bad
 * config or data; on SIGTERM or SIGINT answers what is in flight, then exits 0; on SIGHUP
 * loads the street-level data again.
 */
export async function serveApp(options: ServeOptions = { distDir: resolve('dist') }) {
  // Variables already in the environment win over .env (Node's loadEnvFile does not override).
  if (existsSync('.env')) process.loadEnvFile('.env');
  let started;
  try {
    const config = loadConfig(process.env);
    const observe = options.observe ?? true;
    const logger = observe
      ? jsonLogger({ level: config.LOG_LEVEL, readable: options.readableLog })
      : () => {};
    const announce = observe ? logger : (line: string) => console.log(line);
    started = {
      config,
      logger,
      announce,
      ...(await composeApp(config, logger, options.distDir, process.env, { observe })),
    };
  } catch (error) {
    // A bad variable, or a bad data file (e.g. CATALOG_FILE): say which, and where, then stop.
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const {
    app,
    provider,
    config,
    logger,
    announce,
    close: closeShared,
    stopJobs,
    streetLevel,
    traffic,
  } = started;
  // SIGHUP: load the street-level data directory again now (a new import is also noticed by itself).
  process.on('SIGHUP', () => void streetLevel.check(true));
  return new Promise<{ port: number; close: () => void }>((done) => {
    const server = serve({ fetch: app.fetch, port: config.PORT, hostname: config.HOST }, (info) => {
      traffic.track(server as Server);
      const host = info.address.includes(':') ? `[${info.address}]` : info.address;
      announce(`Serving on http://${host}:${info.port}/ (provider: ${provider.name})`, {
        provider: provider.name,
      });
      // The chunks in hand drain beside the requests in flight, within the same window.
      const closeHttp = gracefulClose(server as Server, closeShared, logger, config.SHUTDOWN_DRAIN_MS);
      const close = () => {
        void stopJobs();
        return closeHttp();
      };
      closeOnSignals(close, logger);
      done({ port: info.port, close: () => void close() });
    });
  });
}
