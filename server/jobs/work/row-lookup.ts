import { answerValues } from '../../../contract/batch-answer-columns';
import { recordFields } from '../../../common/name-columns';
import type { Provider } from '../../providers/provider';
import { lookUpItem } from '../../lookups/item-lookup';
import type { ChunkRow, JobInput, RowOutcome } from '../job-chunks';

/**
 * One row of a job looked up through the same provider as a single request (upstream: the answer
 * cache and the shared quota), its answer as the row's columns. Busy (the quota, or the upstream's
 * rate limit) is waited out and asked again: a job has time, so it never fails a row for being busy.
 * A fault of ours is thrown on: the chunk is retried, and the job fails if it keeps failing.
 */
export function rowLookup(provider: Provider, input: Pick<JobInput, 'kind' | 'poi'>) {
  const ask = async (row: Exclude<ChunkRow, { bad: string }>, signal: AbortSignal): Promise<RowOutcome> => {
    if ('point' in row) {
      const answer = await provider.geoToAddress({ ...row.point, poi: input.poi }, signal);
      return answer.code === 200
        ? { row: row.row, status: 'ok', fields: answerValues(answer.data) }
        : { row: row.row, status: 'failed', code: 'lookup_failed', msg: String(answer.msg) };
    }
    const record = await provider.cigaretteDetails(row.name, signal);
    return { row: row.row, status: 'ok', fields: recordFields({ code: 200, msg: 'ok', data: record }) };
  };
  return async (row: ChunkRow, signal: AbortSignal): Promise<RowOutcome> => {
    if ('bad' in row) return { row: row.row, status: 'invalid', code: row.bad, msg: row.bad };
    const outcome = await lookUpItem(() => ask(row, signal), { signal, waitOutBusy: true });
    if (outcome.ok) return outcome.value;
    const { refusal } = outcome;
    return { row: row.row, status: 'failed', code: refusal.details.errorCode, msg: refusal.message };
  };
}
