import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import type { AppEnv } from '../http/http-env';
import { errorAnswer } from '../http/error-answer';
import { mountEndpoints } from '../http/mount-endpoints';
import type { Logger } from '../observe/logger';
import { metricsRoute, type MetricsRouteOptions } from '../routes/metrics-scrape';
import { HttpError } from '../http/http-error';
import { compileTrustProxy } from '../http/client-address';

/**
 * A worker's /metrics (WORKER_METRICS_PORT): the rows it finished, its chunk retries and stalls,
 * beside the cluster's jobs by state and queue depth, under the same guard as a web instance's
 * (loopback, or METRICS_TOKEN). Nothing else is answered. Resolves to what closes it.
 */
export function serveWorkerMetrics(
  { trustProxy, ...metrics }: Omit<MetricsRouteOptions, 'trustProxy'> & { trustProxy: readonly string[] },
  at: { host: string; port: number },
  logger: Logger,
): Promise<() => void> {
  const app = new Hono<AppEnv>();
  const unmatched = () => {
    throw new HttpError(404, 'a worker answers /metrics only', { errorCode: 'endpoint_not_found' });
  };
  mountEndpoints(
    app,
    [metricsRoute({ ...metrics, trustProxy: compileTrustProxy(trustProxy) })],
    {},
    { unmatched },
  );
  app.notFound(unmatched);
  app.onError(errorAnswer(logger));
  return new Promise((listening) => {
    const server = serve({ fetch: app.fetch, port: at.port, hostname: at.host }, (info) => {
      const host = info.address.includes(':') ? `[${info.address}]` : info.address;
      logger(`Worker metrics on http://${host}:${info.port}/metrics`, { port: info.port });
      listening(() => void server.close());
    });
  });
}
