import { useSyncExternalStore } from 'react';
import type { BatchJob } from './batch-job';

// The page's one job, outside React, so it keeps running while the user visits the map and is
// there again on return to /batch. Apart from the session (which makes and runs jobs) and with no
// runtime import of the job, so the layout can read the job's kind without loading the batch view.

let current: BatchJob | undefined;
const listeners = new Set<() => void>();

export const currentJob = () => current;

export function setCurrentJob(job: BatchJob | undefined) {
  current = job;
  listeners.forEach((listener) => listener());
}

export function useCurrentJob() {
  return useSyncExternalStore((listener) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  }, currentJob);
}

/** What the page's job holds (points go on the map; names show in the cigarette panel), none without a job. */
export const useCurrentJobKind = () => useCurrentJob()?.stored.kind;
