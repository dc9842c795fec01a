import { useSyncExternalStore } from 'react';
import { BatchJob } from './batch-job';
import { clearJobs, loadJob, saveNewJob, type StoredJob } from './job-store';

// The page's one job lives here, outside React, so it keeps running while the
// user visits the map and is there again on return to /batch.

let current: BatchJob | undefined;
let restoring: Promise<BatchJob | undefined> | undefined;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

/** The job kept in IndexedDB, once per page load; a job that was running carries on. */
export function restoreJob(): Promise<BatchJob | undefined> {
  restoring ??= loadJob().then(
    (kept) => {
      if (!kept || current) return current;
      current = new BatchJob(kept.job, kept.results);
      if (current.state === 'running') current.run();
      changed();
      return current;
    },
    () => undefined,
  );
  return restoring;
}

export async function startJob(stored: StoredJob) {
  current?.cancel();
  await saveNewJob(stored);
  current = new BatchJob(stored);
  current.run();
  changed();
}

/** Drops the job; the view changes once IndexedDB has let it go (a reload right after must not bring it back). */
export async function discardJob() {
  current?.cancel();
  try {
    await clearJobs();
  } finally {
    current = undefined;
    changed();
  }
}

export function useCurrentJob() {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    () => current,
  );
}

/** Re-renders on every change of the job (at most once a frame). */
export function useJobVersion(job: BatchJob) {
  return useSyncExternalStore(job.subscribe, job.getVersion);
}
