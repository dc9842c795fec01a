import { describe, expect, it } from 'vitest';
import { isoTime } from './iso-time';

describe("the log's time field", () => {
  it('reads as Date#toISOString for every instant, across seconds and back in time', () => {
    const start = Date.parse('2026-12-31T23:59:58.990Z');
    const instants = [0, 1, 9, 10, 99, 100, 999, 1000, 1001, 1010, 2010, 2999, -5, 60_000, 1].map(
      (offset) => start + offset,
    );
    for (const now of instants) expect(isoTime(now)).toBe(`,"time":"${new Date(now).toISOString()}"`);
  });

  it('reads the same again within a millisecond, and never the last one in the next', () => {
    const now = Date.parse('2026-11-27T11:15:30.490Z');
    for (const at of [now, now, now + 1, now + 1, now, now + 1000, now + 1000, now + 1])
      expect(isoTime(at)).toBe(`,"time":"${new Date(at).toISOString()}"`);
  });
});
