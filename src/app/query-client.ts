import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api/http';

/** 4xx answers are final; 5xx and network failures get two more tries, 429 waits for Retry-After. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 429) {
    return false;
  }
  return failureCount < 2;
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
