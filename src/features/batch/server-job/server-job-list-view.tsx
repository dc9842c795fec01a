import { useId, useState } from 'react';
import { ApiError } from '../../../api/http';
import { deleteJob, getJobFile, sendJobAction, type JobAction } from './job-client';
import { JOB_FILES, type Job, type JobFile } from '../../../../contract/job-schema';
import { downloadBlob } from '../../../lib/download';
import { useAppStore } from '../../../store/app-store';
import { failureReason } from '../table/failure-reason';
import { useErrorWords } from '../../../i18n/error-text';
import { isFinal } from './job-poller';
import { formatDuration } from '../rate';
import {
  dismissNotice,
  forgetServerJob,
  updateServerJob,
  useJobNotices,
  useServerJobs,
  type KeptServerJob,
} from './server-job-list';
import { ServerResultsTable } from './server-results-table';
import { useBatchT } from '../use-batch-t';
import { useJobPolling } from './use-job-polling';

/**
 * The server jobs started on this device: each one's state, progress and time left from the server,
 * its actions and downloads, and (for the open one) its rows, paged from the server.
 */
export function ServerJobList({ open, onOpen }: { open?: string; onOpen: (id: string | undefined) => void }) {
  const t = useBatchT();
  const jobs = useServerJobs();
  const notices = useJobNotices();
  if (jobs.length === 0 && notices.length === 0) return null;
  return (
    <section className="batch-server" aria-labelledby="batch-server-title">
      <h3 id="batch-server-title">{t('batch.server.jobs')}</h3>
      {notices.map((notice) => (
        <p key={notice.id} role="status" className="batch-notice">
          {t(notice.reason === 'gone' ? 'batch.server.gone' : 'batch.server.deleted', { name: notice.name })}{' '}
          <button type="button" className="button" onClick={() => dismissNotice(notice.id)}>
            {t('batch.server.dismiss')}
          </button>
        </p>
      ))}
      {jobs.length ? <p className="batch-hint">{t('batch.server.jobsHint')}</p> : null}
      <ul className="batch-server-jobs">
        {jobs.map((kept) => (
          <ServerJobItem
            key={kept.id}
            kept={kept}
            open={open === kept.id}
            onToggle={() => onOpen(open === kept.id ? undefined : kept.id)}
          />
        ))}
      </ul>
    </section>
  );
}

function ServerJobItem({
  kept,
  open,
  onToggle,
}: {
  kept: KeptServerJob;
  open: boolean;
  onToggle: () => void;
}) {
  const t = useBatchT();
  const words = useErrorWords();
  const { problem, poke } = useJobPolling(kept);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const [confirming, setConfirming] = useState(false);
  const job = kept.job;

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setFailure(undefined);
    try {
      await work();
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) forgetServerJob(kept.id, 'gone');
      else setFailure(failureReason(error, words));
    } finally {
      setBusy(false);
    }
  };
  const act = (action: JobAction) =>
    run(async () => {
      updateServerJob(await sendJobAction(kept.id, action));
      poke();
    });
  const remove = () =>
    run(async () => {
      await deleteJob(kept.id);
      forgetServerJob(kept.id, 'deleted');
    });

  const button = (label: string, onClick: () => void, primary = false) => (
    <button
      type="button"
      className={primary ? 'button button-primary' : 'button'}
      disabled={busy}
      onClick={onClick}
    >
      {label}
    </button>
  );
  const state = job?.state;
  return (
    <li className="batch-server-job" data-testid="server-job" aria-label={kept.name}>
      <p className="batch-file">{kept.name}</p>
      {job ? <JobProgress job={job} /> : <p role="status">{t('batch.server.checking')}</p>}
      {problem ? (
        <p role="status">{t('batch.server.unreachable', { reason: failureReason(problem, words) })}</p>
      ) : null}
      {failure ? <p role="alert">{t('batch.server.actionFailed', { reason: failure })}</p> : null}
      <div className="button-row">
        {state === 'running' || state === 'queued' ? button(t('batch.pause'), () => void act('pause')) : null}
        {state === 'paused' ? button(t('batch.resume'), () => void act('resume'), true) : null}
        {job && !isFinal(job) ? button(t('batch.cancel'), () => void act('cancel')) : null}
        {confirming ? (
          <>
            {button(t('batch.server.confirmDelete'), () => void remove())}
            {button(t('batch.server.keep'), () => setConfirming(false))}
          </>
        ) : (
          button(t('batch.server.delete'), () => setConfirming(true))
        )}
        {job ? (
          <button type="button" className="button" aria-expanded={open} onClick={onToggle}>
            {t(open ? 'batch.server.hideResults' : 'batch.server.showResults')}
          </button>
        ) : null}
      </div>
      {job ? <JobDownloads kept={kept} job={job} /> : null}
      {open && job ? <ServerResultsTable kept={kept} job={job} /> : null}
    </li>
  );
}

/** The server's counts as a progressbar, its rate and time left, and the outcome so far. */
function JobProgress({ job }: { job: Job }) {
  const t = useBatchT();
  const language = useAppStore((s) => s.language);
  const { total, done, succeeded, failed, invalid } = job.counts;
  const running = job.state === 'running';
  const words = useErrorWords();
  // A failed job's why, in the UI's words for its code (its msg is the server's English).
  const stateText =
    job.state === 'failed'
      ? t('batch.state.failed', { msg: words({ status: 500, errorCode: job.error?.code }) })
      : t(`batch.state.${job.state}`);
  return (
    <div className="batch-progress">
      <div
        role="progressbar"
        aria-label={t('batch.progress')}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={done}
        aria-valuetext={t('batch.progressText', { done, total })}
        className="batch-bar"
      >
        <div className="batch-bar-fill" style={{ width: `${total ? (done / total) * 100 : 0}%` }} />
      </div>
      <p className="batch-progress-text" aria-live="polite">
        <span data-testid="server-job-state">{stateText}</span> · {t('batch.progressText', { done, total })}
        {running && job.rows_per_second > 0
          ? ` · ${t('batch.rate', { rate: Math.round(job.rows_per_second) })}`
          : ''}
        {running && job.eta_seconds !== null
          ? ` · ${t('batch.eta', { time: formatDuration(job.eta_seconds, t) })}`
          : ''}
      </p>
      <p>
        {t(job.kind === 'names' ? 'batch.summaryNames' : 'batch.summary', {
          ok: succeeded,
          failed,
          bad: invalid,
        })}
      </p>
      {job.expires_at ? (
        <p>
          {t('batch.server.expires', {
            time: new Date(job.expires_at).toLocaleString(language === 'zh' ? 'zh-CN' : 'en'),
          })}
        </p>
      ) : null}
    </div>
  );
}

/** The job's files (what it offers so far), each fetched with the key and saved. */
function JobDownloads({ kept, job }: { kept: KeptServerJob; job: Job }) {
  const t = useBatchT();
  const words = useErrorWords();
  const [state, setState] = useState<{ file: JobFile; failed?: string }>();
  const labelId = useId();
  const language = useAppStore((s) => s.language);
  const files = JOB_FILES.filter((file) => job.links[file]);
  if (files.length === 0) return null;
  const base = kept.name.replace(/\.[^.]+$/, '') || 'job';
  const download = async (file: JobFile) => {
    setState({ file });
    try {
      downloadBlob(`${base}-${file}`, await getJobFile(kept.id, file, language));
      setState(undefined);
    } catch (error) {
      setState({ file, failed: failureReason(error, words) });
    }
  };
  const downloading = state !== undefined && state.failed === undefined;
  return (
    <>
      <div className="button-row" role="group" aria-labelledby={labelId}>
        <span id={labelId} className="batch-hint">
          {t('batch.server.downloads')}
        </span>
        {files.map((file) => (
          <button
            key={file}
            type="button"
            className="button"
            disabled={downloading}
            onClick={() => void download(file)}
          >
            {t(`batch.server.file.${file}`)}
          </button>
        ))}
      </div>
      <p role="status">
        {downloading ? t('batch.server.downloading', { file: t(`batch.server.file.${state.file}`) }) : null}
      </p>
      {state?.failed ? (
        <p role="alert">{t('batch.server.downloadFailed', { reason: state.failed })}</p>
      ) : null}
    </>
  );
}
