import { useCallback, useMemo } from 'react';
import { useBatchT } from '../../i18n/use-batch-t';
import { ANSWER_KEYS } from './answer-columns';
import type { BatchJob } from './batch-job';

/** The answer columns' titles and the status column's, in the UI language. */
export function useAnswerTitles() {
  const t = useBatchT();
  return useMemo(() => [...ANSWER_KEYS.map((key) => t(`batch.col.${key}`)), t('batch.col.status')], [t]);
}

/** A row's status in words: found, failed (with why), unreadable or waiting. */
export function useRowStatus(job: BatchJob) {
  const t = useBatchT();
  return useCallback(
    (index: number) => {
      const result = job.results[index];
      if (result) return result.ok ? t('batch.status.ok') : t('batch.status.failed', { msg: result.msg });
      return job.points[index] ? t('batch.status.pending') : t('batch.status.bad');
    },
    [job, t],
  );
}
