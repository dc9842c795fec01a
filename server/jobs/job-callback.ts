import { setTimeout as sleep } from 'node:timers/promises';
import type { Logger } from '../observe/logger';
import { ServiceError } from '../service-error';

/**
 * A submission's `callback`, refused unless it is an http(s) URL on a host of JOBS_CALLBACK_HOSTS
 * (a name, or name:port): a job must never become a way to reach the servers' internal addresses.
 */
export function checkCallback(callback: string, allowedHosts: readonly string[]): string {
  if (allowedHosts.length === 0) {
    throw new ServiceError(400, 'callback is not offered here: JOBS_CALLBACK_HOSTS lists no host', {
      errorCode: 'callback_not_configured',
    });
  }
  const url = URL.canParse(callback) ? new URL(callback) : undefined;
  if (!url || !/^https?:$/.test(url.protocol) || url.username || url.password) {
    throw new ServiceError(400, 'callback must be an http(s) URL without user or password', {
      errorCode: 'callback_invalid',
    });
  }
  const hosts = new Set(allowedHosts.map((host) => host.toLowerCase()));
  if (!hosts.has(url.hostname.toLowerCase()) && !hosts.has(url.host.toLowerCase())) {
    throw new ServiceError(400, `callback host ${url.host} is not one of JOBS_CALLBACK_HOSTS`, {
      errorCode: 'callback_host_not_allowed',
      params: { host: url.host },
    });
  }
  return url.href;
}

const ATTEMPTS = 6;
const TIMEOUT_MS = 10_000;

/**
 * POSTs the finished job to its callback once, retried with back-off (1, 2, 4, 8, 16 s) while the
 * receiver fails or cannot be reached; redirects are not followed.
 */
export async function sendCallback(url: string, body: unknown, logger: Logger, signal: AbortSignal) {
  for (let attempt = 0; attempt < ATTEMPTS && !signal.aborted; attempt++) {
    if (attempt > 0) await sleep(1000 * 2 ** (attempt - 1), undefined, { signal }).catch(() => undefined);
    try {
      const answer = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
        redirect: 'manual',
        signal: AbortSignal.any([signal, AbortSignal.timeout(TIMEOUT_MS)]),
      });
      await answer.body?.cancel();
      if (answer.ok) return true;
      logger(`jobs: callback answered ${answer.status} (attempt ${attempt + 1})`, undefined, 'warn');
    } catch (error) {
      logger(
        `jobs: callback failed (attempt ${attempt + 1}): ${(error as Error).message}`,
        undefined,
        'warn',
      );
    }
  }
  return false;
}
