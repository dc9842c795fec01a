import { ApiError, type Failure } from '../../../api/http';
import type { ErrorParams } from '../../../../contract/error-codes';
import { failureOf } from '../../../i18n/error-text';

/** What a runner sends: a point or a name, with its row index as `id`. */
interface RunnerQuery {
  id: number;
}

/** One input's answer in a batch response: its own code and message. */
export interface RunnerItem {
  code: number;
  msg?: string;
  /** What went wrong, for the client's words (contract/error-codes.ts). */
  error_code?: string;
  error_params?: ErrorParams;
}

/**
 * What became of one input: its final answer (200, or an error that trying again
 * would not change, or the last of its tries), or why its requests failed.
 */
export type PointOutcome<I extends RunnerItem = RunnerItem> =
  { index: number; item: I } | { index: number; failed: Failure };

export interface RunnerOptions<Q extends RunnerQuery, I extends RunnerItem> {
  /** The points (or names) still to look up (id = the row index). */
  points: readonly Q[];
  send: (points: Q[], signal: AbortSignal) => Promise<I[]>;
  /** Each answered batch, as soon as it is in (final outcomes only). */
  onOutcomes: (outcomes: PointOutcome<I>[]) => void | Promise<void>;
  /** The run stopped for good: finished, cancelled, or a request the server will never accept (401, 400…). */
  onEnd: (end: { kind: 'done' | 'cancelled' } | { kind: 'error'; error: ApiError }) => void;
  /** Whether a wait (429, network) is under way, and until when (ms since epoch). */
  onWaiting?: (until: number | undefined) => void;
  batchSize?: number;
  inFlight?: number;
  /** Tries per point before it is marked failed. */
  maxAttempts?: number;
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
  now?: () => number;
}

export interface BatchRunner {
  pause(): void;
  resume(): void;
  cancel(): void;
  readonly paused: boolean;
}

const RETRYABLE = (code: number) => code === 0 || code === 429 || code >= 500;

export const defaultSleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });

/**
 * Sends the points in batches with a few requests in flight. A 429 waits for
 * Retry-After and a network or server failure backs off exponentially, for every
 * sender at once; an item that fails for a passing reason is tried again, up to
 * `maxAttempts`, then marked failed. Pause lets requests in flight finish.
 */
export function startBatchRunner<Q extends RunnerQuery, I extends RunnerItem>(
  options: RunnerOptions<Q, I>,
): BatchRunner {
  const { send, onOutcomes, onEnd, batchSize = 100, inFlight = 3, maxAttempts = 3 } = options;
  const sleep = options.sleep ?? defaultSleep;
  const now = options.now ?? Date.now;
  const queue = options.points.map((point) => ({ point, attempts: 0 }));
  const abort = new AbortController();
  let paused = false;
  let ended = false;
  let active = 0;
  let notBefore = 0;
  let backoffMs = 0;
  let waiters: (() => void)[] = [];
  const wakeAll = () => {
    const woken = waiters;
    waiters = [];
    for (const resolve of woken) resolve();
  };

  const end = (result: Parameters<RunnerOptions<Q, I>['onEnd']>[0]) => {
    if (ended) return;
    ended = true;
    abort.abort();
    wakeAll();
    onEnd(result);
  };

  const waitWhilePaused = () => new Promise<void>((resolve) => waiters.push(resolve));

  async function sender() {
    while (!ended) {
      if (paused) {
        await waitWhilePaused();
        continue;
      }
      const wait = notBefore - now();
      if (wait > 0) {
        options.onWaiting?.(notBefore);
        await sleep(wait, abort.signal);
        options.onWaiting?.(undefined);
        continue;
      }
      const batch = queue.splice(0, batchSize);
      if (batch.length === 0) return;
      active += 1;
      try {
        const items = await send(
          batch.map((entry) => entry.point),
          abort.signal,
        );
        backoffMs = 0;
        const outcomes: PointOutcome<I>[] = [];
        batch.forEach((entry, i) => {
          const item = items[i];
          const code = item?.code ?? 0;
          entry.attempts += 1;
          if (item && (code === 200 || !RETRYABLE(code) || entry.attempts >= maxAttempts))
            outcomes.push({ index: entry.point.id, item });
          else if (entry.attempts < maxAttempts) queue.push(entry);
          // The answer had no item for this point: it does not match the contract (status 200).
          else outcomes.push({ index: entry.point.id, failed: { status: 200 } });
        });
        if (outcomes.length > 0) await onOutcomes(outcomes);
      } catch (error) {
        if (ended) return;
        const apiError = error instanceof ApiError ? error : new ApiError(0, String(error));
        if (!RETRYABLE(apiError.status)) {
          queue.unshift(...batch);
          end({ kind: 'error', error: apiError });
          return;
        }
        queue.unshift(...batch);
        if (apiError.status === 429 && apiError.details.retryAfterS) {
          notBefore = Math.max(notBefore, now() + apiError.details.retryAfterS * 1000);
        } else {
          // A whole request that failed spends one try of each of its points.
          const spent = batch.filter((entry) => ++entry.attempts >= maxAttempts);
          const left = batch.filter((entry) => entry.attempts < maxAttempts);
          queue.splice(0, batch.length, ...left);
          if (spent.length > 0) {
            const failed = failureOf(apiError);
            await onOutcomes(spent.map((entry) => ({ index: entry.point.id, failed })));
          }
          if (left.length > 0) {
            backoffMs = Math.min(10_000, backoffMs ? backoffMs * 2 : 500);
            notBefore = Math.max(notBefore, now() + backoffMs);
          }
        }
      } finally {
        active -= 1;
      }
    }
  }

  void Promise.all(Array.from({ length: inFlight }, sender)).then(() => {
    if (!ended && queue.length === 0 && active === 0) end({ kind: 'done' });
  });

  return {
    pause() {
      paused = true;
    },
    resume() {
      paused = false;
      wakeAll();
    },
    cancel() {
      end({ kind: 'cancelled' });
    },
    get paused() {
      return paused;
    },
  };
}
