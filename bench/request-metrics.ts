import { Counter, Histogram, Registry } from 'prom-client';

/** The reference servers' request metrics (the guarded floor's and the Fastify peer's): a counter and a histogram by route. */
export function requestMetrics() {
  const registry = new Registry();
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'requests',
    labelNames: ['route', 'method', 'status'],
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'duration',
    labelNames: ['route', 'method'],
    registers: [registry],
  });
  return { registry, requests, duration };
}
