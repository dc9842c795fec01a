import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { createServer } from 'node:http';

// The floors bench/request-floor.ts compares the app with, one per process: BARE=hono, a bare Hono
// app on @hono/node-server (the framework's), or BARE=node, node:http alone (the platform's).
// Each answers GET /api/health with a small JSON body, as the app's health check does.

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
  const app = new Hono();
  app.get('/api/health', (c) => c.json(body));
  serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => announce(info.port));
}
