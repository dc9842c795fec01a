import { describe, expect, it } from 'vitest';
import { createClientLimiter } from './client-limiter';
import { memoryGcraStore } from './gcra';

function limiter(perMinute: number) {
  const clock = { now: 1_000_000 };
  return {
    clock,
    limiter: createClientLimiter({ perMinute, store: memoryGcraStore({ now: () => clock.now }) }),
  };
}

describe('client limiter', () => {
  it('takes N units at once or none, with the wait for N', async () => {
    const { limiter: l, clock } = limiter(60);
    expect(await l.consume('a', 50)).toEqual({ ok: true });
    expect(await l.consume('a', 20)).toEqual({ ok: false, retryAfterS: 10 });
    expect(await l.consume('a', 10)).toEqual({ ok: true }); // the refused 20 took nothing
    clock.now += 5_000;
    expect(await l.consume('a', 5)).toEqual({ ok: true });
    expect(await l.consume('b', 60)).toEqual({ ok: true });
    expect(l.capacity).toBe(60);
  });

  it('never lets a cost above the capacity pass, and rejects a cost that is not a whole number', async () => {
    const { limiter: l } = limiter(10);
    expect((await l.consume('a', 11)).ok).toBe(false);
    await expect(l.consume('a', 0)).rejects.toThrow(/cost/);
    await expect(l.consume('a', 1.5)).rejects.toThrow(/cost/);
  });
});
