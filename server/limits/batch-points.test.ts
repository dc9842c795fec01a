import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { sharedState } from '../services/shared-state';
import { batchPointsPerMinute } from './batch-points';

describe('batch points budget', () => {
  it('defaults per provider: a 10,000-point file at full speed offline, the key quota upstream', () => {
    expect(batchPointsPerMinute(loadConfig({}))).toBe(60_000);
    expect(batchPointsPerMinute(loadConfig({ UPSTREAM_BASE_URL: 'http://127.0.0.1:9/' }))).toBe(600);
    expect(
      batchPointsPerMinute(
        loadConfig({ BATCH_POINTS_PER_MIN: '5000', UPSTREAM_BASE_URL: 'http://127.0.0.1:9/' }),
      ),
    ).toBe(5000);
  });

  it('is a client limiter on the shared store, apart from the per-request one, off at 0', async () => {
    const shared = sharedState(loadConfig({ RATE_LIMIT_PER_MIN: '1' }), () => {});
    expect(shared.batchLimiter?.capacity).toBe(60_000);
    expect(await shared.limiter?.consume('a')).toEqual({ ok: true });
    expect(await shared.batchLimiter?.consume('batch:a', 100)).toEqual({ ok: true });
    expect(sharedState(loadConfig({ BATCH_POINTS_PER_MIN: '0' }), () => {}).batchLimiter).toBeUndefined();
  });
});
