import { batchAnswersResponseSchema, type BatchAnswerItem } from '../../../../contract/batch-schema';
import { geocodeBatchApi } from '../../../../contract/batch-request-schema';
import { cigaretteBatchApi, type CigaretteBatchItem } from '../../../../contract/cigarette-batch-schema';
import { call } from '../../../api/http';

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
  const body = await call(
    geocodeBatchApi,
    { body: { points: [...points], poi } },
    { signal, readAs: batchAnswersResponseSchema },
  );
  return body.data;
}

/** One request to the cigarette batch endpoint; answers come back in the order of `names`. */
export async function postCigaretteBatch(
  names: readonly { name: string }[],
  signal?: AbortSignal,
): Promise<CigaretteBatchItem[]> {
  const body = await call(
    cigaretteBatchApi,
    { body: { names: names.map((query) => query.name) } },
    { signal },
  );
  return body.data;
}
