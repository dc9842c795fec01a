import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cigaretteBatchResponseSchema } from '../../contract/cigarette-batch-schema';
import { busiestSecond } from '../../test-support/busiest-second';
import type { FakeUpstream } from '../../test-support/fake-upstream-server';
import { upstreamTestApp } from '../main/test-app';

// A names batch in upstream mode, against the fake upstream: every name is asked for at most
// once, several at a time but never more than UPSTREAM_MAX_RPS a second, each answered per item.

const MAX_RPS = 10;
/** Each upstream answer takes this long: one name after another would reach at most 4 a second. */
const UPSTREAM_MS = 300;

let upstream: FakeUpstream;
let close: () => Promise<void>;
let app: Awaited<ReturnType<typeof upstreamTestApp>>['app'];

beforeAll(async () => {
  ({ app, upstream, close } = await upstreamTestApp({ UPSTREAM_MAX_RPS: String(MAX_RPS) }));
});
afterAll(() => close());

describe('POST /api/cigaretteDetails/batch in upstream mode', () => {
  it('fans the names out under the quota and answers found and not-found names per item, in order', async () => {
    const names = Array.from({ length: 30 }, (_, i) => `上游烟${i}`);
    const missing = { 上游烟4: ['上游烟40'], 上游烟17: ['上游烟1', '上游烟7'], 上游烟29: [] };
    upstream.scenarios = { cig: { delayMs: UPSTREAM_MS, notFound: missing } };
    // The first name again: its answer is already in hand and costs no upstream call.
    const asked = [...names, names[0]!];

    const response = await app.request('/api/cigaretteDetails/batch', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ names: asked }),
    });
    expect(response.status).toBe(200);
    const { data } = cigaretteBatchResponseSchema.parse(await response.json());

    expect(data.map((item) => item.name)).toEqual(asked);
    for (const [index, item] of data.entries()) {
      const name = asked[index]!;
      if (name in missing) {
        expect(item).toMatchObject({ code: 404, msg: `no product named ${name}` });
        expect(item.data).toBeUndefined();
        const suggestions = missing[name as keyof typeof missing];
        if (suggestions.length > 0) expect(item.suggestions).toEqual(suggestions);
      } else {
        expect(item).toMatchObject({ code: 200, data: { name, single_price: 45 } });
      }
    }

    const calls = upstream.requests.filter((call) => call.path.endsWith('/api/cigaretteDetails'));
    expect(calls.map((call) => call.query.name).sort()).toEqual([...names].sort());
    expect(calls.every((call) => call.authorization === 'Bearer test-upstream-key')).toBe(true);
    const peak = busiestSecond(calls.map((call) => call.at));
    // Under the quota, and more than one name at a time would have allowed (fanned out).
    expect(peak).toBeLessThanOrEqual(MAX_RPS);
    expect(peak).toBeGreaterThan(1000 / UPSTREAM_MS + 1);
    // Paced through the run, not a burst then a wait.
    expect(calls.at(-1)!.at - calls[0]!.at).toBeGreaterThanOrEqual(
      ((names.length - MAX_RPS) / MAX_RPS) * 1000,
    );
  }, 20_000);
});
