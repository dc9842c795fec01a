import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { sharedState } from '../services/shared-state';
import { spendJobRows } from './job-rows';

describe("server-side jobs' rows per client", () => {
  it('are not rated by default: the batch points budget no longer caps a job', () => {
    const shared = sharedState(loadConfig({}), () => {});
    expect(shared.batchLimiter?.capacity).toBe(60_000);
    expect(shared.jobsLimiter).toBeUndefined();
    expect(loadConfig({}).JOBS_MAX_ROWS).toBe(10_000_000);
  });

  it('are rated by JOBS_CLIENT_ROWS_PER_MIN when the operator sets it, apart from the batch points', async () => {
    const shared = sharedState(loadConfig({ JOBS_CLIENT_ROWS_PER_MIN: '300' }), () => {});
    expect(shared.jobsLimiter?.capacity).toBe(300);
    expect(await shared.batchLimiter?.consume('batch:a', 100)).toEqual({ ok: true });
    const never = new AbortController().signal;
    await spendJobRows(shared.jobsLimiter!, 'a', 300, never);
    // The minute's rows are spent: the next row waits (here: until aborted), whatever the batch budget has.
    const stop = new AbortController();
    const waiting = spendJobRows(shared.jobsLimiter!, 'a', 1, stop.signal);
    stop.abort();
    await expect(waiting).rejects.toThrow();
    expect(await shared.jobsLimiter!.consume('jobs:b', 300)).toEqual({ ok: true });
  });
});
