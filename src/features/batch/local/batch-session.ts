import { useSyncExternalStore } from 'react';
import { BatchJob } from './batch-job';
import { currentJob, setCurrentJob } from './current-job';
import { clearJobs, loadJob, saveNewJob, type StoredJob } from './job-store';

// Makes, runs and drops the page's one job (held in current-job.ts).

let restoring: Promise<BatchJob | undefined> | undefined;

/** The job kept in IndexedDB, once per page load; a job that was running carries on. */
export function restoreJob(): Promise<BatchJob | undefined> {
  restoring ??= loadJob().then(
    (kept) => {
      if (!kept || currentJob()) return currentJob();
      const job = new BatchJob(kept.job, kept.results);
      if (job.state === 'running') job.run();
      setCurrentJob(job);
      return job;
    },
    () => undefined,
  );
  return restoring;
}

export async function startJob(stored: StoredJob) {
  currentJob()?.cancel();
  await saveNewJob(stored);
  const job = new BatchJob(stored);
  job.run();
  setCurrentJob(job);
}

/** Drops the job; the view changes once IndexedDB has let it go (a reload right after must not bring it back). */
export async function discardJob() {
  currentJob()?.cancel();
  try {
    await clearJobs();
  } finally {
    setCurrentJob(undefined);
  }
}

/** Re-renders on every change of the job (at most once a frame). */
export function useJobVersion(job: BatchJob) {
  return useSyncExternalStore(job.subscribe, job.getVersion);
}
