import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod/mini';
import {
  BATCH_MAX_BODY_BYTES,
  batchPointSchema,
  batchRequestSchema,
  batchResponseSchema,
  type BatchItem,
} from '../../src/api/batch-schema';
import type { GeocodeResponse } from '../../src/api/geocode-schema';
import { describeIssues } from '../../src/api/tolerant';
import { badRequest, ServiceError } from '../errors';
import type { AppEnv } from '../http-env';
import type { Logger } from '../logger';
import type { Provider } from '../providers/provider';
import { sendValidated } from '../send-validated';
import { mapWithLimit } from './batch-pool';

export interface BatchRouteOptions {
  /** Spends `points` from the caller's budget or throws 429; the limit counts points, not requests. */
  takePoints?: (c: Context, points: number) => Promise<void>;
  /** Points looked up at once within one request (upstream mode: bounds the fan-out). */
  concurrency: number;
  logger: Logger;
}

/** POST /api/geoToAddress/batch: up to 100 points, answered in input order, one envelope per point. */
export function batchRoutes(provider: Provider, options: BatchRouteOptions) {
  const tooLarge = () => {
    throw new ServiceError(413, `request body too large: at most ${BATCH_MAX_BODY_BYTES} bytes`);
  };
  return new Hono<AppEnv>().post(
    '/api/geoToAddress/batch',
    bodyLimit({ maxSize: BATCH_MAX_BODY_BYTES, onError: tooLarge }),
    async (c) => {
      const body: unknown = await c.req.json().catch(() => {
        throw badRequest('the body must be JSON: {"points": [{"lat", "lng", "id"?}], "poi": 0|1}');
      });
      const parsed = z.safeParse(batchRequestSchema, body);
      if (!parsed.success) throw badRequest(describeIssues(parsed.error));
      const { points, poi = 0 } = parsed.data;
      await options.takePoints?.(c, points.length);

      const signal = c.req.raw.signal;
      const data = await mapWithLimit(points, options.concurrency, (raw, index) =>
        lookUp(provider, raw, index, poi, signal, options.logger),
      );
      return sendValidated(c, batchResponseSchema, { code: 200, msg: 'ok', request_id: c.get('requestId'), data });
    },
  );
}

async function lookUp(
  provider: Provider,
  raw: unknown,
  index: number,
  poi: 0 | 1,
  signal: AbortSignal,
  logger: Logger,
): Promise<BatchItem> {
  const point = z.safeParse(batchPointSchema, raw);
  const rawId = (raw as { id?: unknown } | null)?.id;
  const echoedId = typeof rawId === 'string' || typeof rawId === 'number' ? rawId : index;
  if (!point.success) {
    return { id: echoedId, code: 400, msg: describeIssues(point.error, `points.${index}`) };
  }
  const id = point.data.id ?? index;
  try {
    // Provider answers are envelopes (Omit over a loose object loses the named fields' types).
    const answer = (await provider.geoToAddress({ lat: point.data.lat, lng: point.data.lng, poi }, signal)) as Pick<
      GeocodeResponse,
      'code' | 'msg' | 'data'
    >;
    return { id, code: answer.code, msg: answer.msg, data: answer.data };
  } catch (error) {
    if (error instanceof ServiceError) return { id, code: error.status, msg: error.message };
    logger(`batch point ${index} failed: ${error instanceof Error ? error.message : String(error)}`);
    return { id, code: 500, msg: 'internal error' };
  }
}
