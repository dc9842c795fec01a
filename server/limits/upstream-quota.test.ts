import { describe, expect, it } from 'vitest';
import { memoryGcraStore } from './gcra';
import { memorySendWindow } from './send-window';
import { createUpstreamQuota } from './upstream-quota';
import { refusalAnswer } from '../http/error-status';

const signal = new AbortController().signal;

describe('upstream quota (in process)', () => {
  it('spaces calls evenly and refuses one that would wait too long', async () => {
    const clock = { now: 0 };
    const quota = createUpstreamQuota({
      maxRps: 1000,
      maxWaitMs: 2.5,
      store: memoryGcraStore({ now: () => clock.now }),
    });
    await quota.acquire(signal); // at once
    await quota.acquire(signal); // its turn is 1.1 ms later (turns aim at 90 % of the quota): waits
    await quota.acquire(signal); // 2.2 ms later: waits
    await expect(quota.acquire(signal).catch(refusalAnswer)).resolves.toMatchObject({ status: 429 });
  });

  it('pauses every caller after an upstream 429', async () => {
    const quota = createUpstreamQuota({ maxRps: 100, maxWaitMs: 1000, store: memoryGcraStore() });
    await quota.pause(30);
    // Retry-After: the 30 s pause less the second a caller may wait for its slot.
    await expect(quota.acquire(signal).catch(refusalAnswer)).resolves.toMatchObject({
      status: 429,
      extra: { retryAfter: '29' },
    });
  });

  it('holds a call whose turn came while the last second is already full (callers woken late, bunched)', async () => {
    const window = memorySendWindow();
    for (let i = 0; i < 5; i++) await window.admit('upstream-quota', 5, 1000);
    const quota = createUpstreamQuota({ maxRps: 5, maxWaitMs: 100, store: memoryGcraStore(), window });
    // The window is 1.25 s (a second plus the spread of transit times to the far end).
    await expect(quota.acquire(signal).catch(refusalAnswer)).resolves.toMatchObject({
      status: 429,
      extra: { retryAfter: '2' },
    });
  });
});
