import helmet from '@fastify/helmet';
import Fastify, { LogController } from 'fastify';
import { randomUUID } from 'node:crypto';
import pino from 'pino';
import { requestMetrics } from './request-metrics';

// The request path's reference in bench/request-floor.ts (#48): a Fastify 5 app shaped as one runs in
// production, carrying the guarantees the app keeps — pino request logging (one line a request, as
// the app writes, through pino's asynchronous destination: the app too writes a turn's lines at
// once), @fastify/helmet's security headers, a
// request id (the client's X-Request-Id or a new UUID, sent back), a prom-client counter and
// histogram by route, method and status — answering GET /api/health with a small JSON body.

const { registry, requests, duration } = requestMetrics();

const app = Fastify({
  logger: { level: 'info', stream: pino.destination({ dest: 1, sync: false, minLength: 4096 }) },
  logController: new LogController({ disableRequestLogging: true }),
  requestIdHeader: 'x-request-id',
  genReqId: () => randomUUID(),
});
await app.register(helmet);
app.addHook('onRequest', async (request, reply) => {
  void reply.header('X-Request-Id', request.id);
});
app.addHook('onResponse', async (request, reply) => {
  const route = request.routeOptions.url ?? 'other';
  const labels = { route, method: request.method };
  request.log.info(
    { route, status: reply.statusCode, duration_ms: Math.round(reply.elapsedTime * 10) / 10 },
    `${request.method} ${request.url} ${reply.statusCode} ${reply.elapsedTime.toFixed(1)}ms`,
  );
  requests.inc({ ...labels, status: String(reply.statusCode) });
  duration.observe(labels, reply.elapsedTime / 1000);
});
app.get('/api/health', async () => ({ status: 'ok', provider: 'fastify', uptime_s: 0 }));
app.get('/metrics', async (_, reply) => reply.type(registry.contentType).send(await registry.metrics()));

await app.listen({ port: 0, host: '127.0.0.1' });
const { port } = app.server.address() as { port: number };
console.log(`Serving on http://127.0.0.1:${port}/`);
