import { existsSync } from 'node:fs';
import { createServices } from '../services/create-services';
import { ConfigError, loadConfig } from '../config';
import { closeOnSignals } from './graceful-close';
import { jsonLogger } from '../observe/json-logger';

// `npm run worker`: a process that only works server-side jobs' chunks from the shared queue (no
// HTTP but its /metrics when WORKER_METRICS_PORT is set), so operators scale workers apart from the
// web tier (docs/deploy.md). SIGTERM lets the chunks in hand finish within SHUTDOWN_DRAIN_MS, else
// hands them back to the queue.

if (existsSync('.env')) process.loadEnvFile('.env');
let config;
try {
  config = loadConfig(process.env);
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}
if (!config.REDIS_URL || config.JOBS_CONCURRENCY === 0) {
  console.error(
    'npm run worker works the jobs of the web instances sharing REDIS_URL: set REDIS_URL (and JOBS_CONCURRENCY above 0)',
  );
  process.exit(1);
}
const logger = jsonLogger({ level: config.LOG_LEVEL });
// The services alone: no route, no app. /metrics, when asked for, is loaded apart (it speaks HTTP).
const { provider, close, metrics } = await createServices(config, logger);
const closeMetrics =
  metrics && config.WORKER_METRICS_PORT
    ? await (
        await import('./worker-metrics')
      ).serveWorkerMetrics(
        { metrics, token: config.METRICS_TOKEN, trustProxy: config.TRUST_PROXY },
        { host: config.HOST, port: config.WORKER_METRICS_PORT },
        logger,
      )
    : undefined;
logger(`Working on jobs: ${config.JOBS_CONCURRENCY} chunks at a time (provider: ${provider.name})`);
closeOnSignals(async () => {
  closeMetrics?.();
  await close();
}, logger);
