import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/http';
import { retryDelay, shouldRetry } from './query-client';

describe('retry policy', () => {
  it('tries the network, 5xx and a 429 that asks for a second at most again, twice at most', () => {
    const errors = [0, 502, 504].map((status) => new ApiError(status, 'x'));
    for (const error of [...errors, new ApiError(429, 'x', { retryAfterS: 1 })]) {
      expect(shouldRetry(0, error)).toBe(true);
      expect(shouldRetry(2, error)).toBe(false);
    }
  });

  it('gives up at once on a 429 that asks for a longer wait, or says none, so the wait is shown', () => {
    expect(shouldRetry(0, new ApiError(429, 'slow down', { retryAfterS: 20 }))).toBe(false);
    expect(shouldRetry(0, new ApiError(429, 'slow down'))).toBe(false);
  });

  it('never retries a final answer: 4xx, an envelope code such as 310, or a contract mismatch', () => {
    for (const status of [400, 401, 404, 310]) expect(shouldRetry(0, new ApiError(status, 'x'))).toBe(false);
    expect(shouldRetry(0, new Error('unexpected'))).toBe(false);
  });

  it('waits as long as Retry-After says', () => {
    expect(retryDelay(0, new ApiError(429, 'slow down', { retryAfterS: 3 }))).toBe(3000);
    expect(retryDelay(1, new ApiError(502, 'x'))).toBe(1000);
  });
});
