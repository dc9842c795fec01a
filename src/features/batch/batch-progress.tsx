import { useEffect, useState } from 'react';
import { useBatchT } from './use-batch-t';
import type { BatchJob } from './local/batch-job';
import type { JobError } from './local/job-store';
import { useErrorWords } from '../../i18n/error-text';
import { formatDuration } from './rate';

/** done/total as a progressbar, rows per second and time left, and pause/resume/cancel. */
export function BatchProgress({ job }: { job: BatchJob }) {
  const t = useBatchT();
  const words = useErrorWords();
  // A job kept before error codes stopped with a text (English): its status is not known.
  const jobErrorWords = (error: JobError | undefined) =>
    words(typeof error === 'object' ? error : { status: 0 });
  const counts = job.getCounts();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (job.state !== 'running') return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [job.state]);
  const { rate, secondsLeft } = job.getRate(now);
  const running = job.state === 'running';
  const percent = counts.total ? (counts.done / counts.total) * 100 : 0;
  const stateText =
    job.state === 'error'
      ? t('batch.state.error', { msg: jobErrorWords(job.error) })
      : t(`batch.state.${job.state}`);

  return (
    <div className="batch-progress">
      <div
        role="progressbar"
        aria-label={t('batch.progress')}
        aria-valuemin={0}
        aria-valuemax={counts.total}
        aria-valuenow={counts.done}
        aria-valuetext={t('batch.progressText', { done: counts.done, total: counts.total })}
        className="batch-bar"
      >
        <div className="batch-bar-fill" style={{ width: `${percent}%` }} />
      </div>
      <p className="batch-progress-text" aria-live="polite">
        <span data-testid="batch-state">{stateText}</span> ·{' '}
        {t('batch.progressText', { done: counts.done, total: counts.total })}
        {running && rate > 0 ? ` · ${t('batch.rate', { rate: Math.round(rate) })}` : ''}
        {running && secondsLeft !== undefined
          ? ` · ${t('batch.eta', { time: formatDuration(secondsLeft, t) })}`
          : ''}
      </p>
      {running && job.waitingUntil ? (
        <p role="status">
          {t('batch.waiting', { seconds: Math.max(1, Math.ceil((job.waitingUntil - now) / 1000)) })}
        </p>
      ) : null}
      <p>
        {t(job.stored.kind === 'names' ? 'batch.summaryNames' : 'batch.summary', {
          ok: counts.ok,
          failed: counts.failed,
          bad: counts.bad,
        })}
      </p>
      <div className="button-row">
        {running ? (
          <button type="button" className="button" onClick={() => job.pause()}>
            {t('batch.pause')}
          </button>
        ) : null}
        {job.state === 'paused' || job.state === 'error' ? (
          <button type="button" className="button button-primary" onClick={() => job.resume()}>
            {t('batch.resume')}
          </button>
        ) : null}
        {running || job.state === 'paused' ? (
          <button type="button" className="button" onClick={() => job.cancel()}>
            {t('batch.cancel')}
          </button>
        ) : null}
      </div>
    </div>
  );
}
