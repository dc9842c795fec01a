import type { Context } from 'hono';
import type { AppEnv } from './http-env';
import type { Logger } from '../observe/logger';
import type { Metrics } from '../observe/metrics';
import { pathWithJobRef } from '../observe/job-ref';
import type { RequestNotes } from '../observe/request-context';
import { clientGone } from './node-exchange';

/** The endpoints answered by the provider: their log lines name it. */
const LOOKUPS = new Set(['geocode', 'geocodeBatch', 'cigarette', 'cigaretteBatch']);

/**
 * What is told of each answered request (request-frame.ts calls it once the answer is made, also
 * when the client went away mid-request): one log line and the request metrics. The route is the
 * endpoint's name in the table, never the raw path (a client chooses the path: one series per path
 * would grow without bound). Without a logger no line, without metrics nothing counted; neither: none.
 */
export function requestObserver(
  provider: string,
  { logger, metrics }: { logger?: Logger; metrics?: Metrics },
): ((c: Context<AppEnv>, started: number, notes: RequestNotes) => void) | undefined {
  if (!logger && !metrics) return undefined;
  return (c, started, notes) => {
    const status = clientGone(c) ? 'aborted' : c.res.status;
    const elapsed = performance.now() - started;
    const route = c.get('endpoint') ?? 'other';
    const method = c.req.method;
    if (logger) {
      const id = c.get('requestId');
      // A job's id is the key to its files: the log names it by its first characters only.
      logger(`${method} ${pathWithJobRef(c.req.path)} ${status} ${elapsed.toFixed(1)}ms id=${id}`, {
        request_id: id,
        route,
        method,
        status,
        duration_ms: Math.round(elapsed * 10) / 10,
        provider: LOOKUPS.has(route) ? provider : undefined,
        cache: notes.cache,
      });
    }
    if (metrics) {
      // Only the methods the table has: another one is a client's choice too.
      const counted = method === 'GET' || method === 'POST' ? method : 'other';
      metrics.httpRequests.inc({ route, method: counted, status: String(status) });
      metrics.httpDuration.observe({ route, method: counted }, elapsed / 1000);
    }
  };
}
