import { useCallback, useMemo } from 'react';
import { useErrorWords } from '../../../i18n/error-text';
import { useBatchT } from '../use-batch-t';
import { useT } from '../../../i18n/use-t';
import { ANSWER_KEYS } from '../../../../contract/batch-answer-columns';
import type { RowResult } from './answer-columns';
import type { BatchJob } from '../local/batch-job';
import type { StoredJob } from '../local/job-store';
import { RECORD_KEYS } from '../../../../common/name-columns';

const UNITS: Partial<Record<(typeof RECORD_KEYS)[number], 'yuan' | 'mm' | 'mg'>> = {
  single_price: 'yuan',
  carton_price: 'yuan',
  wholesale_price: 'yuan',
  length: 'mm',
  filter_length: 'mm',
  tar_content: 'mg',
  nicotine_content: 'mg',
  co_content: 'mg',
};

/** The answer columns' titles (the address's, or a record's as the cigarette card names them) and the status column's. */
export function useAnswerTitles(kind: StoredJob['kind']) {
  const t = useBatchT();
  const tApp = useT();
  return useMemo(() => {
    const titles =
      kind === 'names'
        ? RECORD_KEYS.map((key) => {
            if (key === 'name') return t('batch.col.record');
            // The card's 状态 would read like the row's status column.
            if (key === 'product_status') return t('batch.col.productStatus');
            const unit = UNITS[key];
            const title = tApp(`cig.field.${key}`);
            // The card's unit without its figure: 元, mm, mg (¥ in English).
            return unit ? `${title} (${tApp(`cig.unit.${unit}`, { value: '' }).trim()})` : title;
          })
        : ANSWER_KEYS.map((key) => t(`batch.col.${key}`));
    return [...titles, t('batch.col.status')];
  }, [kind, t, tApp]);
}

type BatchT = ReturnType<typeof useBatchT>;
type ErrorWords = ReturnType<typeof useErrorWords>;

/** A row's status in words: found, not found (with the closest names), failed (with why), unreadable or waiting. */
export function rowStatus(
  result: RowResult | undefined,
  readable: boolean,
  kind: StoredJob['kind'],
  t: BatchT,
  words: ErrorWords,
): string {
  if (!result) return readable ? t('batch.status.pending') : t('batch.status.bad');
  if (result.ok) return t('batch.status.ok');
  if (result.code === 404 && kind === 'names') {
    const names = result.suggestions?.join(t('batch.separator'));
    return names ? t('batch.status.didYouMean', { names }) : t('batch.status.notFound');
  }
  // The item's error code says what went wrong in the UI's language; the server's msg is English.
  const msg = words({ status: result.code ?? 0, errorCode: result.error_code, params: result.error_params });
  return t('batch.status.failed', { msg });
}

/** Each row's status in words (see rowStatus), in the UI language. */
export function useRowStatus(job: BatchJob) {
  const t = useBatchT();
  const words = useErrorWords();
  return useCallback(
    (index: number) => rowStatus(job.results[index], job.readable(index), job.stored.kind, t, words),
    [job, t, words],
  );
}
