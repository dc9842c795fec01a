import type { Failure } from '../../../api/http';
import { okResult, type RowResult } from '../table/answer-columns';
import type { ColumnMapping, InputDatum } from '../../../../common/read-point';

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
  /** Each row's number as the spreadsheet shows it (absent from jobs kept before: the header is row 1). */
  lines?: number[];
  state: JobState;
  error?: JobError;
};

/** Why a job stopped for good, worded when shown (a text: a job kept before error codes, never shown). */
export type JobError = Failure | string;

/** Outcomes as they arrive, one record per answered batch. */
interface ResultRecord {
  jobId: string;
  entries: [number, RowResult | { ok: true; fields: string[] }][];
}

/** A job's state since it was saved (a job without one is still in the state it was saved with). */
interface StateRecord {
  id: string;
  state: JobState;
  error?: JobError;
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
    const request = indexedDB.open(DB_NAME, 2);
    request.onupgradeneeded = (event) => {
      const base = request.result;
      if (event.oldVersion < 1) {
        base.createObjectStore('jobs', { keyPath: 'id' });
        base.createObjectStore('results', { autoIncrement: true }).createIndex('jobId', 'jobId');
      }
      // Version 2: the job's state on its own, so a change of state does not read and write every row.
      if (event.oldVersion < 2) base.createObjectStore('states', { keyPath: 'id' });
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

const STORES = ['jobs', 'results', 'states'];

/** Keeps one job: a new one replaces whatever was there. */
export function saveNewJob(job: StoredJob) {
  return write(STORES, (tx) => {
    for (const store of STORES) tx.objectStore(store).clear();
    tx.objectStore('jobs').put(job);
  });
}

/** A job's state (and error), kept beside it: a 100,000-row job is not read and written again for it. */
export function setJobState(id: string, state: JobState, error?: JobError) {
  const record: StateRecord = { id, state, error };
  return write(['states'], (tx) => void tx.objectStore('states').put(record));
}

export function addResults(jobId: string, entries: [number, RowResult][]) {
  const record: ResultRecord = { jobId, entries };
  return write(['results'], (tx) => void tx.objectStore('results').add(record));
}

/** The kept job with every outcome so far, or undefined. */
export async function loadJob(): Promise<{ job: StoredJob; results: Map<number, RowResult> } | undefined> {
  const tx = (await db()).transaction(STORES, 'readonly');
  const [job] = await done(tx.objectStore('jobs').getAll() as IDBRequest<StoredJob[]>);
  if (!job) return undefined;
  const kept = await done(tx.objectStore('states').get(job.id) as IDBRequest<StateRecord | undefined>);
  if (kept) Object.assign(job, { state: kept.state, error: kept.error });
  // Jobs kept before names were possible are points jobs.
  job.kind ??= 'points';
  const records = await done(
    tx.objectStore('results').index('jobId').getAll(job.id) as IDBRequest<ResultRecord[]>,
  );
  const results = new Map<number, RowResult>();
  for (const record of records)
    for (const [index, result] of record.entries) results.set(index, current(result));
  return { job, results };
}

/** An outcome kept before the fields were one string (`fields: string[]`) reads as one kept since. */
function current(result: RowResult | { ok: true; fields: string[] }): RowResult {
  return 'fields' in result ? okResult(result.fields) : result;
}

export function clearJobs() {
  return write(STORES, (tx) => {
    for (const store of STORES) tx.objectStore(store).clear();
  });
}
