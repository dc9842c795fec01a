/** One queue entry: a chunk of a job, by index; never its rows. */
export interface ChunkTask {
  jobId: string;
  index: number;
  /** The job's generation when queued (a resume queues its chunks again under the next one). */
  generation: number;
  /** Who submitted the job: clients take turns at the queue (client-turns.ts). */
  client: string;
}

/** Works one chunk; throws to have it retried later (another process may take it). */
export type ChunkWork = (task: ChunkTask, signal: AbortSignal) => Promise<void>;

/**
 * The chunks waiting to be worked: BullMQ on REDIS_URL (every instance and worker takes from it),
 * else in process. Delivery is at least once: the work skips a chunk already counted. Clients
 * take turns: one client's chunks, whatever its number of jobs, alternate with another's.
 */
export interface ChunkQueue {
  add(tasks: ChunkTask[]): Promise<void>;
  /**
   * Starts taking chunks, `concurrency` at a time (0: this process only submits). `gaveUp` is told
   * of a chunk that failed every attempt.
   */
  work(work: ChunkWork, concurrency: number, gaveUp: (task: ChunkTask, error: Error) => void): void;
  /** Chunks waiting or delayed (what an autoscaler reads). */
  depth(): Promise<number>;
  /** Stops taking chunks; those in hand get `drainMs` to finish, then are aborted and handed back. */
  close(drainMs: number): Promise<void>;
}

/** Attempts at one chunk before its job fails, and the back-off between them. */
export const CHUNK_ATTEMPTS = 8;
export const retryDelayMs = (attempt: number) => Math.min(500 * 2 ** attempt, 30_000);
