import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/http';
import type { Job } from '../../../../contract/job-schema';
import { jobAt } from '../local/job-fixture';
import { nextPollDelay, pollJob, POLL_ERROR_MAX_MS, POLL_FIRST_MS, POLL_MAX_MS } from './job-poller';

describe('nextPollDelay', () => {
  it('goes back to the first delay when rows got done', () => {
    expect(nextPollDelay(6000, true)).toBe(POLL_FIRST_MS);
  });
  it('backs off by half again while nothing moves, up to the most', () => {
    expect(nextPollDelay(1000, false)).toBe(1500);
    expect(nextPollDelay(9000, false)).toBe(POLL_MAX_MS);
  });
  it('backs off twice as fast on errors, up to the errors’ most', () => {
    expect(nextPollDelay(1000, false, true)).toBe(2000);
    expect(nextPollDelay(20_000, false, true)).toBe(POLL_ERROR_MAX_MS);
  });
});

describe('pollJob', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  /** The handlers, with `get` answering each of `answers` in turn (an Error is thrown). */
  function handlers(answers: (Job | Error)[]) {
    const get = vi.fn(() => {
      const next = answers.shift();
      if (!next) return new Promise<Job>(() => {});
      return next instanceof Error ? Promise.reject(next) : Promise.resolve(next);
    });
    return { get, onJob: vi.fn(), onGone: vi.fn(), onError: vi.fn() };
  }

  it('asks at once, again soon while rows get done, less often while none do, and stops when final', async () => {
    const h = handlers([jobAt(0, 'queued'), jobAt(0, 'queued'), jobAt(200), jobAt(1000, 'done')]);
    pollJob('j1', h);
    await vi.advanceTimersByTimeAsync(0);
    expect(h.get).toHaveBeenCalledTimes(1);
    // Nothing done yet: 1.5 s, then (still nothing) 2.25 s.
    await vi.advanceTimersByTimeAsync(1499);
    expect(h.get).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(h.get).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(2250);
    expect(h.get).toHaveBeenCalledTimes(3);
    // 200 rows done since: back to 1 s.
    await vi.advanceTimersByTimeAsync(1000);
    expect(h.get).toHaveBeenCalledTimes(4);
    expect(h.onJob.mock.calls.map(([job]) => (job as Job).state)).toEqual([
      'queued',
      'queued',
      'running',
      'done',
    ]);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(h.get).toHaveBeenCalledTimes(4);
  });

  it('stops on a 404 and says the job is gone', async () => {
    const h = handlers([jobAt(10), new ApiError(404, 'no such job')]);
    pollJob('j1', h, 0);
    await vi.advanceTimersByTimeAsync(5000);
    expect(h.onGone).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(h.get).toHaveBeenCalledTimes(2);
    expect(h.onError).not.toHaveBeenCalled();
  });

  it('goes on after other errors, backing off, and reports each', async () => {
    const h = handlers([new ApiError(0, 'network'), new ApiError(503, 'busy'), jobAt(5)]);
    pollJob('j1', h);
    await vi.advanceTimersByTimeAsync(0);
    expect(h.onError).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(2000);
    expect(h.get).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(3999);
    expect(h.get).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(h.get).toHaveBeenCalledTimes(3);
    expect(h.onJob).toHaveBeenCalledTimes(1);
  });

  it('asks at once when poked, and never after stop', async () => {
    const h = handlers([jobAt(0, 'paused'), jobAt(0, 'paused'), jobAt(0, 'paused'), jobAt(50)]);
    const poll = pollJob('j1', h, 0);
    await vi.advanceTimersByTimeAsync(1500 + 2250);
    expect(h.get).toHaveBeenCalledTimes(3);
    poll.poke();
    await vi.advanceTimersByTimeAsync(0);
    expect(h.get).toHaveBeenCalledTimes(4);
    poll.stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(h.get).toHaveBeenCalledTimes(4);
  });
});
