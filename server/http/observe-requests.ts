import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './http-env';
import type { Logger } from '../observe/logger';
import type { Metrics } from '../observe/metrics';
import { collectRequestNotes, type RequestNotes } from '../observe/request-notes';

/** The endpoints answered by the provider: their log lines name it. */
const LOOKUPS = new Set(['geocode', 'geocodeBatch', 'cigarette', 'cigaretteBatch']);

/**
 * One log line and the request metrics for every request, also when the client went away
 * mid-request (the handler then throws its abort reason). The route is the endpoint's name in
 * the table, never the raw path (a client chooses the path: one series per path would grow without bound).
 * Without a logger no line (nor the notes only the line reads), without metrics nothing counted.
 */
export function observeRequests(
  provider: string,
  { logger, metrics }: { logger?: Logger; metrics?: Metrics },
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    const notes: RequestNotes = {};
    if (logger) collectRequestNotes(c.req.raw.signal, notes);
    try {
      await next();
    } finally {
      const status = c.req.raw.signal.aborted ? 'aborted' : c.res.status;
      const elapsed = performance.now() - started;
      const route = c.get('endpoint') ?? 'other';
      const id = c.get('requestId');
      logger?.(`${c.req.method} ${c.req.path} ${status} ${elapsed.toFixed(1)}ms id=${id}`, {
        request_id: id,
        route,
        method: c.req.method,
        status,
        duration_ms: Math.round(elapsed * 10) / 10,
        provider: LOOKUPS.has(route) ? provider : undefined,
        cache: notes.cache,
      });
      if (metrics) {
        // Only the methods the table has: another one is a client's choice too.
        const method = c.req.method === 'GET' || c.req.method === 'POST' ? c.req.method : 'other';
        metrics.httpRequests.inc({ route, method, status: String(status) });
        metrics.httpDuration.observe({ route, method }, elapsed / 1000);
      }
    }
  };
}
