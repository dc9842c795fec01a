import { useSyncExternalStore } from 'react';
import type { Job } from '../../../../contract/job-schema';

// The server jobs this device started: their ids (each the only key to its job), what the table
// needs to show their rows (the header), and the job as last seen, kept in localStorage so a
// closed tab finds them again. The server is what knows a job's progress; this is a list of keys.

export interface KeptServerJob {
  id: string;
  name: string;
  kind: Job['kind'];
  /** The file's header, as the table's input columns. */
  header: string[];
  createdAt: number;
  /** The job as the server answered it last. */
  job?: Job;
}

/** Why a job left the list: gone from the server (expired or unknown), or deleted here. */
export interface JobNotice {
  id: string;
  name: string;
  reason: 'gone' | 'deleted';
}

const KEY = 'geo-server-jobs';

let jobs: KeptServerJob[] = read();
let notices: JobNotice[] = [];
const listeners = new Set<() => void>();

function read(): KeptServerJob[] {
  try {
    const kept: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(kept)
      ? (kept as KeptServerJob[]).filter((entry) => typeof entry?.id === 'string')
      : [];
  } catch {
    return [];
  }
}

function changed(next: KeptServerJob[]) {
  jobs = next;
  try {
    localStorage.setItem(KEY, JSON.stringify(jobs));
  } catch {
    // A full or refused storage keeps the list for this page only.
  }
  listeners.forEach((listener) => listener());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** The kept jobs, newest first. */
export const serverJobs = () => jobs;
export const jobNotices = () => notices;

export function addServerJob(entry: KeptServerJob) {
  changed([entry, ...jobs.filter((kept) => kept.id !== entry.id)]);
}

/** The server's latest answer for a kept job (a job no longer kept is not added back). */
export function updateServerJob(job: Job) {
  if (!jobs.some((kept) => kept.id === job.id)) return;
  changed(jobs.map((kept) => (kept.id === job.id ? { ...kept, job } : kept)));
}

/** Drops a job from the list, with a notice saying why. */
export function forgetServerJob(id: string, reason: JobNotice['reason']) {
  const kept = jobs.find((entry) => entry.id === id);
  if (!kept) return;
  notices = [...notices.filter((notice) => notice.id !== id), { id, name: kept.name, reason }];
  changed(jobs.filter((entry) => entry.id !== id));
}

export function dismissNotice(id: string) {
  notices = notices.filter((notice) => notice.id !== id);
  listeners.forEach((listener) => listener());
}

/** Reads the list again from storage (another tab may have changed it; tests start afresh). */
export function reloadServerJobs() {
  notices = [];
  changed(read());
}

export const useServerJobs = () => useSyncExternalStore(subscribe, serverJobs);
export const useJobNotices = () => useSyncExternalStore(subscribe, jobNotices);
