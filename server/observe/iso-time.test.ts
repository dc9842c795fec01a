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
});
