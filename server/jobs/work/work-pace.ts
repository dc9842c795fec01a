import { setImmediate as nextTurn, setTimeout as sleep } from 'node:timers/promises';

/** How long job work runs before the event loop turns (ms): a request waits at most about this. */
export const SLICE_MS = 1;
/** While requests are being answered, how often the waiting job work looks again (ms). */
const WAIT_STEP_MS = 1;
/**
 * Looks, at most, before a slice runs anyway: a job still moves on a server that is never idle (a
 * slice of each of JOBS_CONCURRENCY 2 chunks every ~40 ms: beside back-to-back lookups the bench's
 * million ran at 2,800 rows/s, against 38,638 alone).
 */
const MAX_WAIT_STEPS = 40;

export interface WorkPaceOptions {
  /** Whether this process is answering requests now (none given: never). */
  busy?: () => boolean;
  /** The clock slices are measured on (ms); performance.now unless a test steps it. */
  clock?: () => number;
}

/**
 * Job work in slices of about SLICE_MS: after each unit of work (a chunk's row parsed, looked up
 * and encoded; an upload's row read) `due()` says whether the slice is spent, and `giveWay()` then
 * lets the event loop turn and, while requests are being answered, waits for them (up to
 * MAX_WAIT_STEPS looks of WAIT_STEP_MS) before the next slice. Two calls rather than one async one: most units
 * end inside their slice, and an await per row would cost a promise per row.
 */
export function workPace({ busy = () => false, clock = () => performance.now() }: WorkPaceOptions = {}) {
  let since = clock();
  return {
    due: () => clock() - since >= SLICE_MS,
    async giveWay() {
      await nextTurn();
      for (let looks = 0; busy() && looks < MAX_WAIT_STEPS; looks++) await sleep(WAIT_STEP_MS);
      since = clock();
    },
  };
}

export type WorkPace = ReturnType<typeof workPace>;
