import { readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Logger } from '../../observe/logger';
import { jobRef } from '../../observe/job-ref';
import { isFinal, type JobRecord } from './job-record';
import type { JobStore } from './job-store';

interface Kept {
  record: JobRecord;
  counted: Set<number>;
  /** The last write of job.json, so that writes land in order. */
  saving: Promise<void>;
}

const JOB_FILE = 'job.json';

/**
 * The store of one instance without Redis: jobs in a Map, each written to JOBS_DIR/<id>/job.json
 * after every change (temporary file, then rename), and read back at start so that a job carries on
 * after a restart.
 */
export async function memoryJobStore(
  jobsDir: string,
  logger: Logger,
): Promise<JobStore & { unfinished(): JobRecord[] }> {
  const jobs = new Map<string, Kept>();
  /** Places held for uploads being read (reserve), by job id. */
  const held = new Map<string, { client: string; until: number }>();
  // JOBS_DIR is made by the first upload (readUpload makes the job's directory).
  const found = await readdir(jobsDir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  for (const id of found) {
    const text = await readFile(join(jobsDir, id, JOB_FILE), 'utf8').catch(() => undefined);
    if (text === undefined) continue; // an upload under way when the process stopped, or not a job
    try {
      const { counted, ...record } = JSON.parse(text) as JobRecord & { counted: number[] };
      jobs.set(id, { record, counted: new Set(counted), saving: Promise.resolve() });
    } catch (error) {
      logger(
        `jobs: ${jobRef(id)}/${JOB_FILE} unreadable, skipped: ${(error as Error).message}`,
        undefined,
        'warn',
      );
    }
  }

  const save = (kept: Kept) => {
    const dir = join(jobsDir, kept.record.id);
    const text = JSON.stringify({ ...kept.record, counted: [...kept.counted] });
    const write = async () => {
      if (!jobs.has(kept.record.id)) return; // deleted meanwhile
      const temporary = join(dir, `${JOB_FILE}.${process.pid}.tmp`);
      await writeFile(temporary, text);
      await rename(temporary, join(dir, JOB_FILE));
    };
    kept.saving = kept.saving.then(write, write);
    return kept.saving;
  };

  return {
    async create(record) {
      const kept = { record: { ...record }, counted: new Set<number>(), saving: Promise.resolve() };
      jobs.set(record.id, kept);
      held.delete(record.id);
      await save(kept);
    },
    async get(id) {
      const kept = jobs.get(id);
      return kept && { ...kept.record };
    },
    async move(id, from, fields) {
      const kept = jobs.get(id);
      if (!kept || kept.record.state !== from) return false;
      Object.assign(kept.record, fields);
      await save(kept);
      return true;
    },
    async countChunk(id, index, counts) {
      const kept = jobs.get(id);
      if (!kept || kept.counted.has(index)) return undefined;
      kept.counted.add(index);
      kept.record.done += counts.done;
      kept.record.succeeded += counts.succeeded;
      kept.record.failed += counts.failed;
      await save(kept);
      return kept.counted.size;
    },
    async isCounted(id, index) {
      return jobs.get(id)?.counted.has(index) ?? false;
    },
    async counted(id) {
      return new Set(jobs.get(id)?.counted);
    },
    async reserve(client, id, max, now, until) {
      let taken = 0;
      for (const [heldId, lapses] of held) {
        if (lapses.until <= now) held.delete(heldId);
        else if (lapses.client === client) taken++;
      }
      for (const { record } of jobs.values()) if (record.client === client && !isFinal(record.state)) taken++;
      if (taken >= max) return false;
      held.set(id, { client, until });
      return true;
    },
    async release(_client, id) {
      held.delete(id);
    },
    async expired(now) {
      return [...jobs.values()]
        .filter(({ record }) => record.expires_at > 0 && record.expires_at <= now)
        .map(({ record }) => record.id);
    },
    async remove(id) {
      const kept = jobs.get(id);
      jobs.delete(id);
      await kept?.saving.catch(() => undefined);
    },
    async states() {
      const counts: Record<string, number> = {};
      for (const { record } of jobs.values()) counts[record.state] = (counts[record.state] ?? 0) + 1;
      return counts;
    },
    /** The jobs not final (what the in-process queue takes up again at start). */
    unfinished() {
      return [...jobs.values()]
        .filter(({ record }) => !isFinal(record.state))
        .map(({ record }) => ({ ...record }));
    },
    async close() {
      await Promise.all([...jobs.values()].map((kept) => kept.saving.catch(() => undefined)));
    },
  };
}
