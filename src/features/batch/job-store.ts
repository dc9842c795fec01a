import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { RowResult } from './answer-columns';
import type { ColumnMapping } from './column-detect';
import type { InputDatum } from './read-points';

export type JobState = 'running' | 'paused' | 'done' | 'cancelled' | 'error';

/** A batch job as kept in IndexedDB: everything dropped in, so a reload or a crashed tab loses nothing. */
export interface StoredJob {
  id: string;
  name: string;
  createdAt: number;
  header: string[];
  rows: string[][];
  mapping: ColumnMapping;
  datum: InputDatum;
  poi: 0 | 1;
  state: JobState;
  error?: string;
}

interface BatchDb extends DBSchema {
  jobs: { key: string; value: StoredJob };
  /** Outcomes as they arrive, one record per answered batch. */
  results: { key: number; value: { jobId: string; entries: [number, RowResult][] }; indexes: { jobId: string } };
}

const DB_NAME = 'geo-batch';

let opened: Promise<IDBPDatabase<BatchDb>> | undefined;
const db = () =>
  (opened ??= openDB<BatchDb>(DB_NAME, 1, {
    upgrade(database) {
      database.createObjectStore('jobs', { keyPath: 'id' });
      database.createObjectStore('results', { autoIncrement: true }).createIndex('jobId', 'jobId');
    },
  }));

/** Keeps one job: a new one replaces whatever was there. */
export async function saveNewJob(job: StoredJob) {
  const database = await db();
  const tx = database.transaction(['jobs', 'results'], 'readwrite');
  await Promise.all([tx.objectStore('jobs').clear(), tx.objectStore('results').clear()]);
  await tx.objectStore('jobs').put(job);
  await tx.done;
}

export async function setJobState(id: string, state: JobState, error?: string) {
  const database = await db();
  const tx = database.transaction('jobs', 'readwrite');
  const job = await tx.store.get(id);
  if (job) await tx.store.put({ ...job, state, error });
  await tx.done;
}

export async function addResults(jobId: string, entries: [number, RowResult][]) {
  await (await db()).add('results', { jobId, entries });
}

/** The kept job with every outcome so far, or undefined. */
export async function loadJob(): Promise<{ job: StoredJob; results: Map<number, RowResult> } | undefined> {
  const database = await db();
  const [job] = await database.getAll('jobs');
  if (!job) return undefined;
  const results = new Map<number, RowResult>();
  for (const record of await database.getAllFromIndex('results', 'jobId', job.id)) {
    for (const [index, result] of record.entries) results.set(index, result);
  }
  return { job, results };
}

export async function clearJobs() {
  const database = await db();
  const tx = database.transaction(['jobs', 'results'], 'readwrite');
  await Promise.all([tx.objectStore('jobs').clear(), tx.objectStore('results').clear(), tx.done]);
}
