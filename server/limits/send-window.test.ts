import { describe, expect, it } from 'vitest';
import { memorySendWindow } from './send-window';

describe('send window (in process)', () => {
  it('admits at most max calls in any window, and says when the next one may go', async () => {
    const clock = { now: 0 };
    const window = memorySendWindow(() => clock.now);
    for (const at of [0, 100, 200]) {
      clock.now = at;
      expect(await window.admit('k', 3, 1000)).toEqual({ ok: true });
    }
    clock.now = 500;
    expect(await window.admit('k', 3, 1000)).toEqual({ ok: false, retryAfterMs: 500 });
    clock.now = 1000; // the call at 0 has left the window
    expect(await window.admit('k', 3, 1000)).toEqual({ ok: true });
    expect(await window.admit('k', 3, 1000)).toEqual({ ok: false, retryAfterMs: 100 });
  });
});
