import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { busiestSecond } from '../../test-support/busiest-second';
import { startRedis, type TestRedis } from '../../test-support/redis-server';
import { memoryGcraStore } from '../limits/gcra';
import { memorySendWindow } from '../limits/send-window';
import { createUpstreamQuota } from '../limits/upstream-quota';
import { redisGcraStore } from './redis-gcra-store';
import { connectRedis } from './redis-link';
import { redisSendWindow } from './redis-send-window';
import { trackPeers } from './redis-peers';

// Two instances share one upstream quota through Redis (#14). While Redis is down each
// falls back to its share of it, and when Redis comes back empty, the turns already
// handed out are not handed out again: together they never go over the quota.

const MAX_RPS = 20;
let redis: TestRedis;
beforeAll(async () => {
  redis = await startRedis();
});
afterAll(() => redis.stop());

function instance() {
  const link = connectRedis(redis.url, () => undefined, 2000); // a busy machine's slow command is not an outage
  const peers = trackPeers(link);
  const quota = createUpstreamQuota({
    maxRps: MAX_RPS,
    maxWaitMs: 5000,
    store: redisGcraStore(link, memoryGcraStore(), peers.count),
    window: redisSendWindow(link, memorySendWindow(), peers.count),
  });
  return { link, peers, quota, close: async () => (peers.stop(), link.close()) };
}

describe('the upstream quota across an outage', () => {
  it('stays within one quota for both instances while Redis is down and after it restarts empty', async () => {
    const instances = [instance(), instance()];
    await expect.poll(() => instances.map((each) => each.peers.count()), { timeout: 10_000 }).toEqual([2, 2]);

    const turns: number[] = [];
    const stop = new AbortController();
    const take = async (quota: (typeof instances)[number]['quota']) => {
      while (!stop.signal.aborted) {
        await quota.acquire(stop.signal).catch(() => undefined);
        if (!stop.signal.aborted) turns.push(Date.now());
      }
    };
    const running = Promise.all(
      instances.flatMap(({ quota }) => Array.from({ length: 8 }, () => take(quota))),
    );

    await new Promise((resolve) => setTimeout(resolve, 1500));
    await redis.stop();
    await new Promise((resolve) => setTimeout(resolve, 2500));
    const beforeRestart = turns.length;
    await redis.start();
    await expect.poll(() => instances.every(({ link }) => link.ready()), { timeout: 10_000 }).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 2500));
    stop.abort();
    await running;
    await Promise.all(instances.map((each) => each.close()));

    expect(turns.length - beforeRestart).toBeGreaterThan(MAX_RPS); // turns kept coming after the restart
    // A few turns of slack for timers firing late on a busy machine; without the shares it is 2×.
    expect(busiestSecond(turns)).toBeLessThanOrEqual(MAX_RPS + 4);
  }, 40_000);
});
