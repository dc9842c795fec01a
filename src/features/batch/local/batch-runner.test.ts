import { describe, expect, it } from 'vitest';
import type { BatchQueryPoint } from './batch-client';
import type { BatchAnswerItem as BatchItem } from '../../../../contract/batch-schema';
import { ApiError } from '../../../api/http';
import { startBatchRunner, type PointOutcome, type RunnerOptions } from './batch-runner';

const points = (n: number): BatchQueryPoint[] =>
  Array.from({ length: n }, (_, id) => ({ id, lat: 30, lng: 110 + id / 1000 }));
const ok = (p: BatchQueryPoint): BatchItem => ({
  id: p.id,
  code: 200,
  msg: 'ok',
  data: { address: `a${p.id}` },
});

/** Runs to the end on a fake clock: sleeps advance it instead of waiting. */
type Options = RunnerOptions<BatchQueryPoint, BatchItem>;

function run(options: Partial<Options> & Pick<Options, 'points' | 'send'>) {
  const clock = { now: 0, slept: [] as number[] };
  const outcomes: PointOutcome<BatchItem>[] = [];
  const ended = new Promise<Parameters<Options['onEnd']>[0]>((resolve) => {
    const runner = startBatchRunner({
      onOutcomes: (batch) => void outcomes.push(...batch),
      onEnd: resolve,
      now: () => clock.now,
      sleep: async (ms) => {
        clock.slept.push(ms);
        clock.now += ms;
      },
      ...options,
    });
    Object.assign(clock, { runner });
  });
  return {
    clock,
    outcomes,
    ended,
    runner: () => (clock as unknown as { runner: ReturnType<typeof startBatchRunner> }).runner,
  };
}

describe('startBatchRunner', () => {
  it('sends batches of at most 100 with at most 3 in flight and answers every point once', async () => {
    const sizes: number[] = [];
    let active = 0;
    let most = 0;
    const { outcomes, ended } = run({
      points: points(750),
      send: async (batch) => {
        sizes.push(batch.length);
        most = Math.max(most, ++active);
        await new Promise((r) => setTimeout(r, 5));
        active -= 1;
        return batch.map(ok);
      },
    });
    expect(await ended).toEqual({ kind: 'done' });
    expect(Math.max(...sizes)).toBe(100);
    expect(sizes.reduce((a, b) => a + b)).toBe(750);
    expect(most).toBe(3);
    expect(outcomes.map((o) => o.index).sort((a, b) => a - b)).toEqual(points(750).map((p) => p.id));
  });

  it('retries a failing item up to 3 times, then marks it failed; a 400 item is final at once', async () => {
    const tries = new Map<number, number>();
    const { outcomes, ended } = run({
      points: points(3),
      send: async (batch) =>
        batch.map((p) => {
          tries.set(p.id, (tries.get(p.id) ?? 0) + 1);
          if (p.id === 1) return { id: p.id, code: 502, msg: 'upstream failed' };
          if (p.id === 2) return { id: p.id, code: 400, msg: 'lat out of range' };
          return ok(p);
        }),
    });
    await ended;
    expect(Object.fromEntries(tries)).toEqual({ 0: 1, 1: 3, 2: 1 });
    expect(outcomes.find((o) => o.index === 1)).toEqual({
      index: 1,
      item: { id: 1, code: 502, msg: 'upstream failed' },
    });
    expect(outcomes.find((o) => o.index === 2)).toEqual({
      index: 2,
      item: { id: 2, code: 400, msg: 'lat out of range' },
    });
  });

  it('waits Retry-After on a 429 without spending a try, then carries on', async () => {
    let calls = 0;
    const { clock, outcomes, ended } = run({
      points: points(5),
      inFlight: 1,
      send: async (batch) => {
        calls += 1;
        if (calls <= 4) throw new ApiError(429, 'too many', { retryAfterS: 7 });
        return batch.map(ok);
      },
    });
    expect(await ended).toEqual({ kind: 'done' });
    expect(clock.slept).toEqual([7000, 7000, 7000, 7000]);
    expect(outcomes).toHaveLength(5);
    expect(outcomes.every((o) => 'item' in o)).toBe(true);
  });

  it('backs off on network errors, doubling, and fails the points after 3 tries', async () => {
    const { clock, outcomes, ended } = run({
      points: points(2),
      inFlight: 1,
      send: async () => {
        throw new ApiError(0, 'network error');
      },
    });
    expect(await ended).toEqual({ kind: 'done' });
    expect(clock.slept).toEqual([500, 1000]);
    expect(outcomes).toEqual([
      { index: 0, failed: { status: 0 } },
      { index: 1, failed: { status: 0 } },
    ]);
  });

  it('stops on an answer that will never pass (401) and says why', async () => {
    const { ended } = run({
      points: points(5),
      send: async () => {
        throw new ApiError(401, 'missing API key');
      },
    });
    const end = await ended;
    expect(end.kind).toBe('error');
    expect(end.kind === 'error' && end.error.status).toBe(401);
  });

  it('pauses between batches and resumes where it stopped', async () => {
    let sent = 0;
    const { runner, outcomes, ended } = run({
      points: points(500),
      inFlight: 1,
      send: async (batch) => {
        sent += batch.length;
        if (sent === 200) runner().pause();
        return batch.map(ok);
      },
    });
    await new Promise((r) => setTimeout(r, 30));
    expect(runner().paused).toBe(true);
    expect(outcomes).toHaveLength(200);
    runner().resume();
    expect(await ended).toEqual({ kind: 'done' });
    expect(outcomes).toHaveLength(500);
  });

  it('cancel aborts the requests in flight and sends no more', async () => {
    let calls = 0;
    const { runner, ended } = run({
      points: points(1000),
      send: (_batch, signal) => {
        calls += 1;
        return new Promise((_, reject) =>
          signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        );
      },
    });
    await new Promise((r) => setTimeout(r, 10));
    runner().cancel();
    expect(await ended).toEqual({ kind: 'cancelled' });
    await new Promise((r) => setTimeout(r, 10));
    expect(calls).toBe(3);
  });
});
