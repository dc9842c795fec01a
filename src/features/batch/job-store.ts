import type { RowResult } from './answer-columns';
import type { ColumnMapping, InputDatum } from './read-points';

export type JobState = 'running' | 'paused' | 'done' | 'cancelled' | 'error';

/** What the rows hold and how they are read: points (coordinates) or cigarette names. */
export type JobInput =
  | { kind: 'points'; mapping: ColumnMapping; datum: InputDatum; poi: 0 | 1 }
  | { kind: 'names'; column: number };

/** A batch job as kept in IndexedDB: everything dropped in, so a reload or a crashed tab loses nothing. */
export type StoredJob = JobInput & {
  id: string;
  name: string;
  createdAt: number;
  header: string[];
  rows: string[][];
  state: JobState;
  error?: string;
};

/** Outcomes as they arrive, one record per answered batch. */
interface ResultRecord {
  jobId: string;
  entries: [number, RowResult][];
}

const DB_NAME = 'geo-batch';

// IndexedDB straight, with two small promise helpers (a wrapper library cost more
// bytes than the main-thread budget had left).
const done = <T>(request: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
const committed = (tx: IDBTransaction) =>
  new Promise<void>((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = tx.onabort = () => reject(tx.error);
  });

let opened: Promise<IDBDatabase> | undefined;
function db() {
  opened ??= new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => {
      request.result.createObjectStore('jobs', { keyPath: 'id' });
      request.result.createObjectStore('results', { autoIncrement: true }).createIndex('jobId', 'jobId');
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
  return opened;
}

async function write(stores: string[], work: (tx: IDBTransaction) => void) {
  const tx = (await db()).transaction(stores, 'readwrite');
  work(tx);
  await committed(tx);
}

/** Keeps one job: a new one replaces whatever was there. */
export function saveNewJob(job: StoredJob) {
  return write(['jobs', 'results'], (tx) => {
    tx.objectStore('jobs').clear();
    tx.objectStore('results').clear();
    tx.objectStore('jobs').put(job);
  });
}

export function setJobState(id: string, state: JobState, error?: string) {
  return write(['jobs'], (tx) => {
    const jobs = tx.objectStore('jobs');
    const request = jobs.get(id) as IDBRequest<StoredJob | undefined>;
    request.onsuccess = () => {
      if (request.result) jobs.put({ ...request.result, state, error });
    };
  });
}

export function addResults(jobId: string, entries: [number, RowResult][]) {
  const record: ResultRecord = { jobId, entries };
  return write(['results'], (tx) => void tx.objectStore('results').add(record));
}

/** The kept job with every outcome so far, or undefined. */
export async function loadJob(): Promise<{ job: StoredJob; results: Map<number, RowResult> } | undefined> {
  const tx = (await db()).transaction(['jobs', 'results'], 'readonly');
  const [job] = await done(tx.objectStore('jobs').getAll() as IDBRequest<StoredJob[]>);
  if (!job) return undefined;
  // Jobs kept before names were possible are points jobs.
  job.kind ??= 'points';
  const records = await done(tx.objectStore('results').index('jobId').getAll(job.id) as IDBRequest<ResultRecord[]>);
  const results = new Map<number, RowResult>();
  for (const record of records) for (const [index, result] of record.entries) results.set(index, result);
  return { job, results };
}

export function clearJobs() {
  return write(['jobs', 'results'], (tx) => {
    tx.objectStore('jobs').clear();
    tx.objectStore('results').clear();
  });
}
