import { batchAnswersResponseSchema, type BatchAnswerItem } from '../../../../contract/batch-schema';
import {
  cigaretteBatchResponseSchema,
  type CigaretteBatchItem,
} from '../../../../contract/cigarette-batch-schema';
import { postJson } from '../../../api/http';
import { cigaretteBatchApi } from '../../../../contract/cigarette-batch-schema';
import { geocodeBatchApi } from '../../../../contract/batch-schema';

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
  const body = await postJson(geocodeBatchApi, { points, poi }, batchAnswersResponseSchema, signal);
  return body.data;
}

/** One request to the cigarette batch endpoint; answers come back in the order of `names`. */
export async function postCigaretteBatch(
  names: readonly { name: string }[],
  signal?: AbortSignal,
): Promise<CigaretteBatchItem[]> {
  const body = await postJson(
    cigaretteBatchApi,
    { names: names.map((query) => query.name) },
    cigaretteBatchResponseSchema,
    signal,
  );
  return body.data;
}
