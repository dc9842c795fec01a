import { type HttpBindings, serve } from '@hono/node-server';
import { type Context, Hono } from 'hono';
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import pino from 'pino';
import { requestMetrics } from './request-metrics';
import { securityHeaders } from '../server/http/security-headers';

// The floors bench/request-floor.ts compares the app with, one per process: BARE=hono, a bare Hono
// app on @hono/node-server (the framework's), or BARE=node, node:http alone (the platform's).
// Each answers GET /api/health with a small JSON body, as the app's health check does.
// BARE=guarded: bare Hono plus what #35 keeps as guarantees, each done the plainest way — a dozen
// security headers (the app's set, made once), a request id sent back, one pino JSON line a
// request (the app's fields) written every 20 ms, a counter and a histogram by route, method and
// status — the floor of the app's own request path.

const body = { status: 'ok', provider: 'bare', uptime_s: 0 };
const announce = (port: number) => console.log(`Serving on http://127.0.0.1:${port}/`);

if (process.env.BARE === 'node') {
  const server = createServer((request, response) => {
    if (request.url !== '/api/health') {
      response.writeHead(404).end();
      return;
    }
    const text = JSON.stringify(body);
    response.writeHead(200, {
      'Content-Type': 'application/json',
      'Content-Length': Buffer.byteLength(text),
    });
    response.end(text);
  });
  server.listen(0, '127.0.0.1', () => announce((server.address() as { port: number }).port));
} else {
  const app = new Hono<{ Bindings: HttpBindings }>();
  if (process.env.BARE === 'guarded') app.use(guarantees());
  app.get('/api/health', (c) => c.json(body));
  serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => announce(info.port));
}

function guarantees() {
  const security = securityHeaders(); // the app's set, made once
  let pending = '';
  const log = pino(
    {
      base: undefined,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
    },
    {
      write: (line: string) => {
        if (!pending) setTimeout(() => void (process.stdout.write(pending), (pending = '')), 20);
        pending += line;
      },
    },
  );
  const { requests, duration } = requestMetrics();
  return async (c: Context<{ Bindings: HttpBindings }>, next: () => Promise<void>) => {
    const started = performance.now();
    const id = (c.env.incoming.headers['x-request-id'] as string | undefined) ?? randomUUID();
    await next();
    const elapsed = performance.now() - started;
    const { status } = c.res;
    const method = c.req.method;
    log.info(
      { request_id: id, route: 'health', method, status, duration_ms: Math.round(elapsed * 10) / 10 },
      `${method} ${c.req.path} ${status} ${elapsed.toFixed(1)}ms id=${id}`,
    );
    requests.inc({ route: 'health', method, status: String(status) });
    duration.observe({ route: 'health', method }, elapsed / 1000);
    for (const [name, value] of security.of(c)) c.env.outgoing.setHeader(name, value);
    c.env.outgoing.setHeader('X-Request-Id', id);
  };
}
