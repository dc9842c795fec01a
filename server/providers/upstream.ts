import { z } from 'zod/mini';
import { cigaretteRecordSchema } from '../../contract/cigarette-schema';
import { errorBodySchema } from '../../contract/error-schema';
import { geocodeResponseSchema } from '../../contract/geocode-schema';
import { describeIssues } from '../../contract/tolerant';
import { Busy, DomainError, NotFound, UpstreamTimedOut } from '../domain-errors';
import { upstreamFailed } from './upstream-failed';
import { formatPoiOptions } from '../../contract/poi-options';
import { keyScrubber, type KeyScrubber } from './key-scrub';
import { honourPoiOptions } from './upstream-pois';
import { creditUpstream } from './upstream-sources';
import { BodyTooLargeError, readCappedBody } from '../limits/read-capped-body';
import { deadline } from '../limits/deadline';
import { parseUpstreamJson, redactDeep } from './upstream-body';
import type { UpstreamQuota } from '../limits/upstream-quota';
import type { Metrics } from '../observe/metrics';
import { signalOf, type Provider } from './provider';
import { pauseSeconds, readRetryAfter } from './retry-after';

export interface UpstreamOptions {
  baseUrl: string;
  apiKey?: string;
  timeoutMs: number;
  fetch?: typeof fetch;
  /** UPSTREAM_MAX_RPS: every call waits for its slot; an upstream 429 pauses it. */
  quota?: UpstreamQuota;
  /** Counts each call by outcome, and its latency. */
  metrics?: Metrics;
}

/** Forwards both operations to the third-party service, adding the server-held key. */
export function createUpstreamProvider(options: UpstreamOptions): Provider {
  const scrub = keyScrubber(options.apiKey);
  const call = (path: string, query: Record<string, string>, signal: AbortSignal) =>
    callUpstream(options, scrub, path, query, signal);

  return {
    name: 'upstream',
    async geoToAddress(params, signal) {
      const query: Record<string, string> = {
        lat: String(params.lat),
        lng: String(params.lng),
        poi: String(params.poi),
      };
      // Forwarded as Tencent takes them; what comes back is then made to honour them (upstream-pois.ts).
      const options = params.options && formatPoiOptions(params.options);
      if (options) query.poi_options = options;
      const body = parseContract(
        geocodeResponseSchema,
        await call('api/geoToAddress', query, signalOf(signal)),
      );
      if (body.code !== 200) {
        throw upstreamFailed(
          `upstream answered code ${body.code}: ${body.msg ?? 'no message'}`,
          'upstream_error',
          {
            code: body.code,
          },
        );
      }
      const { request_id: upstreamRequestId, ...rest } = body;
      void upstreamRequestId; // our own request_id replaces it so header and body agree
      const answer = creditUpstream(capPois(rest));
      if (params.poi !== 1 || !params.options || !answer.data) return answer;
      return { ...answer, data: honourPoiOptions(answer.data, params.options, params) };
    },
    async cigaretteDetails(name, signal) {
      return parseContract(
        cigaretteRecordSchema,
        await call('api/cigaretteDetails', { name }, signalOf(signal)),
      );
    },
    health: () => ({ ready: true, data: {} }),
  };
}

/**
 * POIs forwarded at most per answer: 12,000 (2 MB, within the contract) took 19 s to
 * paint. The nearest come first in the upstream's list; poi_count then counts what is sent.
 */
export const MAX_FORWARDED_POIS = 200;

function capPois<T extends { data?: { pois?: unknown[]; poi_count?: number } | undefined }>(answer: T): T {
  const pois = answer.data?.pois;
  if (!pois || pois.length <= MAX_FORWARDED_POIS) return answer;
  return {
    ...answer,
    data: { ...answer.data, pois: pois.slice(0, MAX_FORWARDED_POIS), poi_count: MAX_FORWARDED_POIS },
  };
}

function upstreamUrl(baseUrl: string, path: string, query: Record<string, string>): URL {
  // The base may carry a path prefix (https://host/prefix): keep it.
  const base = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
  const url = new URL(path, base);
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  return url;
}

async function callUpstream(
  options: UpstreamOptions,
  scrub: KeyScrubber,
  path: string,
  query: Record<string, string>,
  callerSignal: AbortSignal,
): Promise<unknown> {
  await options.quota?.acquire(callerSignal);
  const endpoint = path === 'api/geoToAddress' ? 'geocode' : 'cigarette';
  const started = performance.now();
  const count = (outcome: 'ok' | 'not_found' | 'rate_limited' | 'timeout' | 'error' | 'aborted') => {
    options.metrics?.upstreamCalls.inc({ endpoint, outcome });
    options.metrics?.upstreamDuration.observe({ endpoint }, (performance.now() - started) / 1000);
  };
  const timeout = deadline(options.timeoutMs, callerSignal);
  const signal = timeout.signal;
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.apiKey) headers.authorization = `Bearer ${options.apiKey}`;

  let response: Response;
  let text: string;
  try {
    // A redirect is never followed: it could send our key's request to another host.
    const url = upstreamUrl(options.baseUrl, path, query);
    response = await (options.fetch ?? fetch)(url, { headers, signal, redirect: 'manual' });
    text = await readLimited(response, MAX_UPSTREAM_BYTES);
  } catch (error) {
    count(timeout.timedOut ? 'timeout' : callerSignal.aborted ? 'aborted' : 'error');
    if (error instanceof DomainError) throw error;
    if (timeout.timedOut) {
      throw new UpstreamTimedOut(`upstream did not answer within ${options.timeoutMs} ms`, {
        errorCode: 'upstream_timeout',
        params: { seconds: Math.ceil(options.timeoutMs / 1000) },
      });
    }
    if (callerSignal.aborted) throw error;
    throw upstreamFailed('upstream unreachable: the connection failed', 'upstream_unavailable');
  } finally {
    timeout.end();
  }
  count(
    response.ok
      ? 'ok'
      : response.status === 404
        ? 'not_found'
        : response.status === 429
          ? 'rate_limited'
          : 'error',
  );
  // Whatever the upstream sends back is passed on in part (messages, suggestions,
  // fields), and cached: never let it carry our own key with it, in any encoding. The raw
  // text is scrubbed for the error path; every decoded string again, after JSON decoding.
  text = scrub(text);

  if (response.ok) return redactDeep(parseUpstreamJson(text), scrub);
  const failure = upstreamFailure(response, text, scrub, query.name);
  if (failure instanceof Busy) await options.quota?.pause(pauseSeconds(failure.retryAfter));
  throw failure;
}

/** An upstream failure as ours; `name` is the product asked for, named by a 404. */
function upstreamFailure(
  response: Response,
  text: string,
  scrub: KeyScrubber,
  name: string | undefined,
): DomainError {
  if (response.status >= 300 && response.status < 400) {
    return upstreamFailed(
      `upstream answered a redirect (HTTP ${response.status}); redirects are not followed`,
      'upstream_redirect',
      { status: response.status },
    );
  }
  switch (response.status) {
    case 404: {
      const body = readErrorBody(text, scrub);
      return new NotFound(body?.msg ?? 'no such product', {
        errorCode: 'product_not_found',
        params: name === undefined ? undefined : { name },
        suggestions: body?.suggestions,
      });
    }
    case 429:
      return new Busy(
        'upstream rate limit reached; try again later',
        { errorCode: 'upstream_rate_limited' },
        readRetryAfter(response.headers.get('retry-after')),
      );
    case 401:
    case 403:
      return upstreamFailed(
        `upstream rejected the server's API key (HTTP ${response.status})`,
        'upstream_key_rejected',
        {
          status: response.status,
        },
      );
    default:
      return upstreamFailed(`upstream failed with HTTP ${response.status}`, 'upstream_http_error', {
        status: response.status,
      });
  }
}

/** An upstream answer larger than this is refused (502) rather than held in memory. */
export const MAX_UPSTREAM_BYTES = 2 * 1024 * 1024;

async function readLimited(response: Response, maxBytes: number): Promise<string> {
  try {
    return (await readCappedBody(response, maxBytes)).toString('utf8');
  } catch (error) {
    if (error instanceof BodyTooLargeError)
      throw upstreamFailed(
        `upstream answer too large (over ${maxBytes} bytes)`,
        'upstream_answer_too_large',
        {
          max_bytes: maxBytes,
        },
      );
    throw error;
  }
}

function readErrorBody(text: string, scrub: KeyScrubber) {
  try {
    const parsed = errorBodySchema.safeParse(redactDeep(parseUpstreamJson(text), scrub));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

function parseContract<T extends z.core.$ZodType>(schema: T, body: unknown): z.output<T> {
  const result = z.safeParse(schema, body);
  if (!result.success) {
    throw upstreamFailed(
      `upstream answer does not match the contract: ${describeIssues(result.error)}`,
      'upstream_contract_mismatch',
    );
  }
  return result.data;
}
