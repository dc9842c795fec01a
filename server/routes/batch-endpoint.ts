import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod/mini';
import { BATCH_MAX_BODY_BYTES } from '../../contract/batch-schema';
import type { CodedError, ErrorCode, ErrorParams } from '../../contract/error-codes';
import { issueCode } from '../../contract/issue-code';
import { describeIssues } from '../../contract/tolerant';
import type { AnswerOf } from '../../contract/endpoint';
import type { cigaretteBatchApi } from '../../contract/cigarette-batch-schema';
import type { geocodeBatchApi } from '../../contract/batch-request-schema';
import { endpointName } from '../http/endpoints';
import { refusalAnswer } from '../http/error-status';
import { badRequest, HttpError } from '../http/http-error';
import { route } from '../http/route';
import type { ItemLookupOptions, ItemOutcome } from '../lookups/item-lookup';
import { mapWithLimit } from '../lookups/lookup-pool';
import type { Logger } from '../observe/logger';
import type { Metrics } from '../observe/metrics';

const JSON_TYPE = /^application\/json\s*(;|$)/i;

export interface BatchRouteOptions {
  /** Lookups at once within one request (upstream mode: bounds the fan-out). */
  concurrency: number;
  logger: Logger;
  /** Counts the points and names accepted. */
  metrics?: Metrics;
}

type BatchEntry = typeof geocodeBatchApi | typeof cigaretteBatchApi;
type BodyOf<E extends BatchEntry> = z.output<E['body']>;

interface BatchEndpoint<E extends BatchEntry> {
  /** The entry: its body schema reads the request, its answer's items are what `lookUp` gives. */
  entry: E;
  /** The body's shape, said in a 400 when the body is not JSON. */
  usage: string;
  /** Throws a 400 for a request the schema passes but that cannot be answered. */
  check?: (request: BodyOf<E>) => void;
  /** The inputs to look up, one answer item each. */
  inputs: (request: BodyOf<E>) => readonly unknown[];
  lookUp: (
    raw: unknown,
    index: number,
    request: BodyOf<E>,
    signal: AbortSignal,
  ) => Promise<AnswerOf<E>['data'][number]>;
}

/**
 * A POST batch endpoint: a JSON body (415 for any other Content-Type: a form or text/plain
 * post skips the CORS preflight, so any page could send one), of at most 64 KB (413 beyond), its inputs' count
 * spent from the caller's budget, each input looked up on its own (one bad input is
 * an item error, not a failed batch) and answered in input order.
 */
export function batchEndpoint<E extends BatchEntry>(endpoint: BatchEndpoint<E>, options: BatchRouteOptions) {
  const { entry } = endpoint;
  const tooLarge = () => {
    throw new HttpError(413, `request body too large: at most ${BATCH_MAX_BODY_BYTES} bytes`, {
      errorCode: 'body_too_large',
      params: { max_bytes: BATCH_MAX_BODY_BYTES },
    });
  };
  return route(
    entry,
    async (c) => {
      if (!JSON_TYPE.test(c.req.header('content-type') ?? '')) {
        throw new HttpError(
          415,
          `the body must be sent with Content-Type: application/json: ${endpoint.usage}`,
          { errorCode: 'unsupported_content_type', params: { type: 'application/json' } },
        );
      }
      const body: unknown = await c.req.json().catch(() => {
        throw badRequest(`the body must be JSON: ${endpoint.usage}`, 'body_not_json');
      });
      const parsed = z.safeParse(entry.body as unknown as z.ZodMiniType<BodyOf<E>>, body);
      if (!parsed.success) {
        const { errorCode, params } = issueCode(parsed.error.issues[0]!);
        throw badRequest(describeIssues(parsed.error), errorCode, params);
      }
      endpoint.check?.(parsed.data);
      const inputs = endpoint.inputs(parsed.data);
      // The limit counts points or names, not requests (the table declares these endpoints' `points`).
      await c.var.spendPoints?.(inputs.length);
      options.metrics?.batchItems.inc({ endpoint: endpointName(entry) }, inputs.length);

      const signal = c.req.raw.signal;
      const data = await mapWithLimit(inputs, options.concurrency, (raw, index) =>
        endpoint.lookUp(raw, index, parsed.data, signal),
      );
      return { code: 200, msg: 'ok', request_id: c.get('requestId'), data } as AnswerOf<E>;
    },
    [bodyLimit({ maxSize: BATCH_MAX_BODY_BYTES, onError: tooLarge })],
  );
}

/** An item's failure as it is sent: its status and message, and the code (and values) the client words. */
export interface ItemFailure {
  code: number;
  msg: string;
  error_code: ErrorCode;
  error_params?: ErrorParams;
  suggestions?: string[];
}

export function itemFailure(code: number, msg: string, coded: CodedError): ItemFailure {
  return coded.params
    ? { code, msg, error_code: coded.errorCode, error_params: coded.params }
    : { code, msg, error_code: coded.errorCode };
}

/** An input that breaks the body's rules, as an item's 400 (`at` names it, as `points.3`). */
export function invalidItem(error: z.core.$ZodError, at: string): ItemFailure {
  return itemFailure(400, describeIssues(error, at), issueCode(error.issues[0]!));
}

/** How a batch item is looked up: a refusal (a domain error, or an HttpError) is its failure; a fault is logged. */
export function itemLookupOptions(signal: AbortSignal, logger: Logger, what: string): ItemLookupOptions {
  return { signal, faults: { logger, what }, refusal: (error) => refusalAnswer(error) !== undefined };
}

/** A lookup's failure as an item's code and message (and suggestions); a fault (logged by the lookup) is a bare 500. */
export function itemFailureOf(outcome: Exclude<ItemOutcome<unknown>, { ok: true }>): ItemFailure {
  const refusal = 'refusal' in outcome ? refusalAnswer(outcome.refusal) : undefined;
  if (!refusal) return itemFailure(500, 'internal error', { errorCode: 'internal_error' });
  const failure = itemFailure(refusal.status, refusal.message, refusal.extra);
  return refusal.extra.suggestions ? { ...failure, suggestions: refusal.extra.suggestions } : failure;
}
