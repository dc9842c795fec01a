import { notifyManager, QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api/http';

/** Longer than this, a 429's wait is said at once (with the wait) rather than sat through behind a spinner. */
const QUIET_WAIT_S = 1;

/**
 * Only a failure that may pass is tried again, twice at most: the network (status 0),
 * a 5xx, or a 429 whose Retry-After is a second at most. A 4xx, or a service code in an
 * envelope such as 310, is an answer and final.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  const { status, details } = error;
  const shortWait = status === 429 && (details.retryAfterS ?? Infinity) <= QUIET_WAIT_S;
  const transient = status === 0 || shortWait || (status >= 500 && status < 600);
  return transient && failureCount < 2;
}

export function retryDelay(attempt: number, error: unknown): number {
  if (error instanceof ApiError && error.details.retryAfterS) return error.details.retryAfterS * 1000;
  return Math.min(500 * 2 ** attempt, 4000);
}

export function createQueryClient() {
  // An answer is told to the page in the task it arrives in (a microtask), not a timer later:
  // between the two the browser may draw a map frame, and the answer would wait for the next one.
  notifyManager.setScheduler(queueMicrotask);
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, retryDelay, refetchOnWindowFocus: false },
    },
  });
}
