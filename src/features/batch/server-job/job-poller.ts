import { JOB_FINAL_STATES, type Job } from '../../../../contract/job-schema';
import { ApiError } from '../../../api/http';

// Asks the server for a job's state until it is final: often while rows get done, less and less
// often while nothing moves (queued, paused, or a server that does not answer).

export const POLL_FIRST_MS = 1000;
export const POLL_MAX_MS = 10_000;
/** While the server cannot be reached or errs: longer still. */
export const POLL_ERROR_MAX_MS = 30_000;

export const isFinal = (job: Job) => (JOB_FINAL_STATES as readonly string[]).includes(job.state);

/** The wait before the next ask: back to the first when rows got done, else half as long again. */
export function nextPollDelay(previous: number, progressed: boolean, failed = false): number {
  if (failed) return Math.min(POLL_ERROR_MAX_MS, previous * 2);
  if (progressed) return POLL_FIRST_MS;
  return Math.min(POLL_MAX_MS, Math.round(previous * 1.5));
}

export interface PollHandlers {
  get: (id: string, signal: AbortSignal) => Promise<Job>;
  onJob: (job: Job) => void;
  /** The server does not know the job (404: expired and deleted, or never there). */
  onGone: () => void;
  /** An ask failed otherwise; polling goes on, backing off. */
  onError: (error: Error) => void;
}

export interface JobPoll {
  /** Asks now (after an action: a resumed job moves at once) and polls from the first delay again. */
  poke: () => void;
  stop: () => void;
}

/** Polls job `id` from now on; stops by itself once the job is final or gone. */
export function pollJob(id: string, handlers: PollHandlers, lastDone?: number): JobPoll {
  let delay = POLL_FIRST_MS;
  let done = lastDone;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let controller: AbortController | undefined;
  let stopped = false;

  const ask = async () => {
    timer = undefined;
    controller = new AbortController();
    const signal = controller.signal;
    try {
      const job = await handlers.get(id, signal);
      if (signal.aborted || stopped) return;
      handlers.onJob(job);
      if (isFinal(job)) return void (stopped = true);
      delay = nextPollDelay(delay, done !== undefined && job.counts.done > done);
      done = job.counts.done;
    } catch (error) {
      if (signal.aborted || stopped) return;
      if (error instanceof ApiError && error.status === 404) {
        stopped = true;
        return handlers.onGone();
      }
      handlers.onError(error instanceof Error ? error : new Error(String(error)));
      delay = nextPollDelay(delay, false, true);
    }
    timer = setTimeout(() => void ask(), delay);
  };

  const cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    controller?.abort();
  };
  void ask();
  return {
    poke: () => {
      if (stopped) return;
      cancel();
      delay = POLL_FIRST_MS;
      void ask();
    },
    stop: () => {
      stopped = true;
      cancel();
    },
  };
}
