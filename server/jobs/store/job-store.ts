import type { JobState } from '../../../contract/job-schema';
import type { JobRecord } from './job-record';

/** A chunk's outcomes as counted into its job. */
export interface ChunkCounts {
  done: number;
  succeeded: number;
  failed: number;
}

/**
 * Where jobs live: a Redis hash each (REDIS_URL), else in process and in JOBS_DIR/<id>/job.json.
 * Every change is atomic against the others, from any instance: a state moves only from the
 * state it was read in, and a chunk is counted once however often it is delivered.
 */
export interface JobStore {
  create(record: JobRecord): Promise<void>;
  get(id: string): Promise<JobRecord | undefined>;
  /** Applies `fields` (a state and what the move changes) if the job is still in `from`; false otherwise. */
  move(id: string, from: JobState, fields: Partial<JobRecord>): Promise<boolean>;
  /** Adds a chunk's counts unless that chunk was counted before; answers the chunks counted so far, or undefined if it was counted before or the job is gone. */
  countChunk(id: string, index: number, counts: ChunkCounts): Promise<number | undefined>;
  isCounted(id: string, index: number): Promise<boolean>;
  counted(id: string): Promise<Set<number>>;
  /**
   * Holds one of `client`'s at most `max` places for job `id` while its upload is read, if one is free
   * (its jobs not in a final state, and the holds not released nor lapsed by `now`, count); whether it
   * could. The hold lapses at `until`; `create` turns it into the job, `release` gives it back.
   */
  reserve(client: string, id: string, max: number, now: number, until: number): Promise<boolean>;
  release(client: string, id: string): Promise<void>;
  /** Ids of finished jobs whose expires_at has passed. */
  expired(now: number): Promise<string[]>;
  remove(id: string): Promise<void>;
  /** How many jobs are in each state (the metrics). */
  states(): Promise<Record<string, number>>;
  close(): Promise<void>;
}
