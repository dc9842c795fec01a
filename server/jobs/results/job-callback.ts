import { setTimeout as sleep } from 'node:timers/promises';
import { deadline } from '../../limits/deadline';
import type { Logger } from '../../observe/logger';
import { Refused } from '../../domain-errors';
import { deliveryId, signedHeaders } from './callback-signature';

/**
 * A submission's `callback`, refused unless it is an http(s) URL on a host of JOBS_CALLBACK_HOSTS
 * (a name, or name:port): a job must never become a way to reach the servers' internal addresses.
 * Refused too without a secret to sign it with: an unsigned POST carries the job's id to anyone.
 */
export function checkCallback(callback: string, allowedHosts: readonly string[], secret?: string): string {
  if (allowedHosts.length === 0 || !secret) {
    const missing =
      allowedHosts.length === 0 ? 'JOBS_CALLBACK_HOSTS lists no host' : 'JOBS_CALLBACK_SECRET is unset';
    throw new Refused(`callback is not offered here: ${missing}`, {
      errorCode: 'callback_not_configured',
    });
  }
  const url = URL.canParse(callback) ? new URL(callback) : undefined;
  if (!url || !/^https?:$/.test(url.protocol) || url.username || url.password) {
    throw new Refused('callback must be an http(s) URL without user or password', {
      errorCode: 'callback_invalid',
    });
  }
  const hosts = new Set(allowedHosts.map((host) => host.toLowerCase()));
  if (!hosts.has(url.hostname.toLowerCase()) && !hosts.has(url.host.toLowerCase())) {
    throw new Refused(`callback host ${url.host} is not one of JOBS_CALLBACK_HOSTS`, {
      errorCode: 'callback_host_not_allowed',
      params: { host: url.host },
    });
  }
  return url.href;
}

/** Attempts at a callback, and the back-off before each retry (1, 2, 4, 8, 16 s). */
export const CALLBACK_ATTEMPTS = 6;
export const CALLBACK_BACKOFF_MS = 1000;
export const CALLBACK_TIMEOUT_MS = 10_000;

/** A finished job's callback: where, what, and the delivery's id (kept across retries). */
export interface Delivery {
  url: string;
  body: unknown;
  id: string;
}

/** A delivery of `body` to `url`, with its id. */
export const delivery = (url: string, body: unknown): Delivery => ({ url, body, id: deliveryId() });

/**
 * One signed POST of a finished job to its callback, abandoned after `timeoutMs`; throws when the
 * receiver fails or cannot be reached. Redirects are not followed.
 */
export async function postCallback(
  { url, body, id }: Delivery,
  secret: string,
  signal?: AbortSignal,
  timeoutMs = CALLBACK_TIMEOUT_MS,
) {
  const limit = deadline(timeoutMs, signal);
  const text = JSON.stringify(body);
  try {
    const answer = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...signedHeaders(secret, id, text) },
      body: text,
      redirect: 'manual',
      signal: limit.signal,
    });
    await answer.body?.cancel();
    if (!answer.ok) throw new Error(`callback answered ${answer.status}`);
  } finally {
    limit.end();
  }
}

/** Where a finished job's callback goes to be POSTed once, retried with back-off. */
export interface CallbackSender {
  send(url: string, body: unknown): Promise<void>;
  /** Stops: what is being retried is given up (in process) or left to the other processes (BullMQ). */
  close(): Promise<void>;
}

/**
 * Callbacks sent from this process, retried here (without REDIS_URL there is one instance). A
 * process that stops while retrying gives the callback up.
 */
export function inProcessCallbacks(logger: Logger, secret: string): CallbackSender {
  const closing = new AbortController();
  const sending = new Set<Promise<unknown>>();
  const attempts = async (sent: Delivery) => {
    for (let attempt = 0; attempt < CALLBACK_ATTEMPTS && !closing.signal.aborted; attempt++) {
      if (attempt > 0) {
        const wait = CALLBACK_BACKOFF_MS * 2 ** (attempt - 1);
        await sleep(wait, undefined, { signal: closing.signal }).catch(() => undefined);
      }
      try {
        return await postCallback(sent, secret, closing.signal);
      } catch (error) {
        logger(
          `jobs: callback failed (attempt ${attempt + 1}): ${(error as Error).message}`,
          undefined,
          'warn',
        );
      }
    }
  };
  return {
    async send(url, body) {
      const sent = attempts(delivery(url, body)).finally(() => sending.delete(sent));
      sending.add(sent);
    },
    async close() {
      closing.abort();
      await Promise.all(sending);
    },
  };
}
