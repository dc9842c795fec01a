import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api/http';

/**
 * Only a failure that may pass is tried again, twice at most: the network (status 0),
 * a 5xx, or a 429 (after its Retry-After). A 4xx, or a service code in an envelope
 * such as 310, is an answer and final.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  const transient = error.status === 0 || error.status === 429 || (error.status >= 500 && error.status < 600);
  return transient && failureCount < 2;
}

export function retryDelay(attempt: number, error: unknown): number {
  if (error instanceof ApiError && error.details.retryAfterS) return error.details.retryAfterS * 1000;
  return Math.min(500 * 2 ** attempt, 4000);
}

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, retryDelay, refetchOnWindowFocus: false },
    },
  });
}
