import { batchAnswersResponseSchema, type BatchAnswerItem } from './batch-schema';
import { cigaretteBatchResponseSchema, type CigaretteBatchItem } from './cigarette-batch-schema';
import { postJson } from './http';

export interface BatchQueryPoint {
  id: number;
  lat: number;
  lng: number;
}

/** One request to the batch endpoint; answers come back in the order of `points`. */
export async function postBatch(
  points: readonly BatchQueryPoint[],
  poi: 0 | 1,
  signal?: AbortSignal,
): Promise<BatchAnswerItem[]> {
  const body = await postJson('/api/geoToAddress/batch', { points, poi }, batchAnswersResponseSchema, signal);
  return body.data;
}

/** One request to the cigarette batch endpoint; answers come back in the order of `names`. */
export async function postCigaretteBatch(
  names: readonly { name: string }[],
  signal?: AbortSignal,
): Promise<CigaretteBatchItem[]> {
  const body = await postJson(
    '/api/cigaretteDetails/batch',
    { names: names.map((query) => query.name) },
    cigaretteBatchResponseSchema,
    signal,
  );
  return body.data;
}
