import ipaddr from 'ipaddr.js';
import { bearerCheck } from '../http/auth';
import { clientAddress, type TrustProxy } from '../http/client-address';
import { metricsApi } from '../../contract/api';
import { HttpError } from '../http/http-error';
import { route } from '../http/route';
import type { Metrics } from '../observe/metrics';

export interface MetricsRouteOptions {
  metrics: Metrics;
  /** METRICS_TOKEN: when set, a scrape must send `Authorization: Bearer <it>`, from anywhere. */
  token?: string;
  /** TRUST_PROXY: without a token, the client behind a trusted proxy is who must be on loopback. */
  trustProxy?: TrustProxy;
}

/** A request forwarded by any proxy, trusted or not, is never taken for a loopback client. */
const FORWARDED = ['x-forwarded-for', 'forwarded', 'x-real-ip'];

function fromLoopback(c: Parameters<typeof clientAddress>[0], trustProxy?: TrustProxy): boolean {
  if (FORWARDED.some((name) => c.req.header(name) !== undefined)) return false;
  const address = clientAddress(c, trustProxy);
  return address !== undefined && ipaddr.isValid(address) && ipaddr.process(address).range() === 'loopback';
}

/** GET /metrics: every metric in Prometheus text. */
export function metricsRoute({ metrics, token, trustProxy }: MetricsRouteOptions) {
  const check = token ? bearerCheck([token]) : undefined;
  return route(metricsApi, async (c) => {
    if (check) {
      if (check(c.req.header('authorization')) !== 'ok') {
        c.header('WWW-Authenticate', 'Bearer');
        throw new HttpError(401, 'metrics need Authorization: Bearer <METRICS_TOKEN>', {
          errorCode: 'metrics_token_required',
        });
      }
    } else if (!fromLoopback(c, trustProxy)) {
      throw new HttpError(403, 'metrics are answered to loopback clients only, unless METRICS_TOKEN is set', {
        errorCode: 'metrics_loopback_only',
      });
    }
    c.header('Content-Type', metrics.registry.contentType);
    return c.body(await metrics.registry.metrics());
  });
}
