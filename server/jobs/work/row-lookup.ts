import { setTimeout as sleep } from 'node:timers/promises';
import { answerValues } from '../../../contract/batch-answer-columns';
import { recordFields } from '../../../common/name-columns';
import type { Provider } from '../../providers/provider';
import { Busy, DomainError } from '../../domain-errors';
import type { ChunkRow, JobInput, RowOutcome } from '../job-chunks';

const failure = (row: number, error: unknown): RowOutcome => {
  if (error instanceof DomainError) {
    return { row, status: 'failed', code: error.details.errorCode, msg: error.message };
  }
  throw error; // a fault of ours: the chunk is retried, and the job fails if it keeps failing
};

/**
 * One row of a job looked up through the same provider as a single request (upstream: the answer
 * cache and the shared quota), its answer as the row's columns. Busy (the quota, or the upstream's
 * rate limit) is waited out and asked again: a job has time, so it never fails a row for being busy.
 */
export function rowLookup(provider: Provider, input: Pick<JobInput, 'kind' | 'poi'>) {
  const ask = async (row: ChunkRow, signal: AbortSignal): Promise<RowOutcome> => {
    if ('bad' in row) return { row: row.row, status: 'invalid', code: row.bad, msg: row.bad };
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
    for (;;) {
      try {
        return await ask(row, signal);
      } catch (error) {
        if (error instanceof Busy && !signal.aborted) {
          await sleep(Number(error.retryAfter ?? 1) * 1000, undefined, { signal });
          continue;
        }
        return failure('row' in row ? row.row : 0, error);
      }
    }
  };
}
