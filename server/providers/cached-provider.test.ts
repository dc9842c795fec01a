import { describe, expect, it } from 'vitest';
import { Busy, NotFound, UpstreamFailed, UpstreamTimedOut } from '../domain-errors';
import { refusalAnswer } from '../http/error-status';
import { fakeCatalog, fakeGeocoder } from '../main/test-app';
import { withCache } from './cached-provider';
import type { Provider } from './provider';

/** A provider that counts its calls; failures are scripted per call. */
function counting(failures: { geo?: unknown[]; cig?: unknown[] } = {}) {
  const calls = { geo: [] as unknown[], cig: [] as string[] };
  const provider: Provider = {
    name: 'upstream',
    async geoToAddress(params) {
      calls.geo.push(params);
      const failure = failures.geo?.shift();
      if (failure) throw failure;
      return fakeGeocoder.reverse(params);
    },
    async cigaretteDetails(name) {
      calls.cig.push(name);
      const failure = failures.cig?.shift();
      if (failure) throw failure;
      return fakeCatalog.find(name);
    },
    health: () => ({ ready: true, data: { upstream: 'x' } }),
  };
  return { provider, calls };
}

const signal = new AbortController().signal;

describe('withCache', () => {
  it('asks the upstream once for points equal to 5 decimals, with the rounded point', async () => {
    const { provider, calls } = counting();
    const cached = withCache(provider, { ttlS: 60, maxEntries: 100 });
    const first = await cached.geoToAddress({ lat: 39.9151234, lng: 116.4039871, poi: 0 }, signal);
    const second = await cached.geoToAddress({ lat: 39.915118, lng: 116.403985, poi: 0 }, signal);
    expect(calls.geo).toEqual([{ lat: 39.91512, lng: 116.40399, poi: 0 }]);
    expect(second).toEqual(first);
  });

  it('keeps points apart that differ in the 5th decimal or in poi', async () => {
    const { provider, calls } = counting();
    const cached = withCache(provider, { ttlS: 60, maxEntries: 100 });
    await cached.geoToAddress({ lat: 1.00001, lng: 2, poi: 0 }, signal);
    await cached.geoToAddress({ lat: 1.00002, lng: 2, poi: 0 }, signal);
    await cached.geoToAddress({ lat: 1.00001, lng: 2, poi: 1 }, signal);
    expect(calls.geo).toHaveLength(3);
  });

  it('keys product answers on the name actually sent (trimmed), so one spelling never answers another', async () => {
    const { provider, calls } = counting();
    const cached = withCache(provider, { ttlS: 60, maxEntries: 100 });
    for (const name of ['中华(硬)', ' 中华(硬) ', '中华（硬）']) await cached.cigaretteDetails(name, signal);
    expect(calls.cig).toEqual(['中华(硬)', '中华（硬）']);
  });

  it("fault 3: an exact-matching upstream's 404 for one spelling is not served for another", async () => {
    // The upstream knows only 中华(硬), spelled exactly so.
    const calls: string[] = [];
    const exact: Provider = {
      ...counting().provider,
      async cigaretteDetails(name) {
        calls.push(name);
        if (name !== '中华(硬)') throw new NotFound('no such product', { errorCode: 'product_not_found' });
        return { name };
      },
    };
    const cached = withCache(exact, { ttlS: 3600, maxEntries: 100 });
    await expect(cached.cigaretteDetails('中华（硬）', signal).catch(refusalAnswer)).resolves.toMatchObject({
      status: 404,
    });
    await expect(cached.cigaretteDetails('中华(硬)', signal)).resolves.toEqual({ name: '中华(硬)' });
    expect(calls).toEqual(['中华（硬）', '中华(硬)']);
  });

  it('keeps a "no such product" answer too, with its suggestions', async () => {
    const { provider, calls } = counting();
    const cached = withCache(provider, { ttlS: 60, maxEntries: 100 });
    for (let i = 0; i < 2; i++) {
      await expect(cached.cigaretteDetails('missing', signal).catch(refusalAnswer)).resolves.toMatchObject({
        status: 404,
        extra: { errorCode: 'product_not_found', params: { name: 'missing' }, suggestions: ['found'] },
      });
    }
    expect(calls.cig).toHaveLength(1);
  });

  it.each([
    ['502', new UpstreamFailed('broken', { errorCode: 'upstream_unavailable' })],
    ['504', new UpstreamTimedOut('slow', { errorCode: 'upstream_timeout' })],
    ['429', new Busy('busy', { errorCode: 'upstream_rate_limited' }, '5')],
    ['an unexpected error', new Error('boom')],
  ])('never keeps a failure (%s): the next ask goes upstream again', async (_label, failure) => {
    const { provider, calls } = counting({ geo: [failure], cig: [failure] });
    const cached = withCache(provider, { ttlS: 60, maxEntries: 100 });
    await expect(cached.geoToAddress({ lat: 1, lng: 2, poi: 0 }, signal)).rejects.toBe(failure);
    await expect(cached.geoToAddress({ lat: 1, lng: 2, poi: 0 }, signal)).resolves.toMatchObject({
      code: 200,
    });
    await expect(cached.cigaretteDetails('a', signal)).rejects.toBe(failure);
    await expect(cached.cigaretteDetails('a', signal)).resolves.toMatchObject({ name: 'a' });
    expect(calls.geo).toHaveLength(2);
    expect(calls.cig).toHaveLength(2);
  });

  it('shares one upstream call between equal questions in flight', async () => {
    const { provider, calls } = counting();
    const cached = withCache(provider, { ttlS: 60, maxEntries: 100 });
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => cached.cigaretteDetails('中华', signal)),
    );
    expect(calls.cig).toHaveLength(1);
    expect(new Set(answers.map((a) => a.name))).toEqual(new Set(['中华']));
  });

  it('forgets answers after the TTL', async () => {
    const clock = { now: 5_000 };
    const { provider, calls } = counting();
    const cached = withCache(provider, { ttlS: 10, maxEntries: 100, now: () => clock.now });
    await cached.cigaretteDetails('a', signal);
    clock.now += 9_000;
    await cached.cigaretteDetails('a', signal);
    expect(calls.cig).toHaveLength(1);
    clock.now += 2_000;
    await cached.cigaretteDetails('a', signal);
    expect(calls.cig).toHaveLength(2);
  });

  it('holds at most maxEntries answers, dropping the least recently used', async () => {
    const { provider, calls } = counting();
    const cached = withCache(provider, { ttlS: 60, maxEntries: 2 });
    await cached.cigaretteDetails('a', signal);
    await cached.cigaretteDetails('b', signal);
    await cached.cigaretteDetails('a', signal); // a is now the most recent
    await cached.cigaretteDetails('c', signal); // b goes
    await cached.cigaretteDetails('a', signal);
    expect(calls.cig).toEqual(['a', 'b', 'c']);
    await cached.cigaretteDetails('b', signal);
    expect(calls.cig).toEqual(['a', 'b', 'c', 'b']);
  });

  it('is a pass-through at TTL 0', async () => {
    const { provider, calls } = counting();
    const cached = withCache(provider, { ttlS: 0, maxEntries: 100 });
    await cached.cigaretteDetails('a', signal);
    await cached.cigaretteDetails('a', signal);
    expect(calls.cig).toHaveLength(2);
  });

  it('keeps the provider name and health', () => {
    const cached = withCache(counting().provider, { ttlS: 60, maxEntries: 10 });
    expect(cached.name).toBe('upstream');
    expect(cached.health()).toEqual({ ready: true, data: { upstream: 'x' } });
  });
});
