import { describe, expect, it } from 'vitest';
import { cycleSnap, nearestSnap, snapHeights, stepSnap } from './sheet-snaps';

describe('bottom sheet snaps', () => {
  const heights = snapHeights(800, 140);

  it('rests at peek, half and nearly full height', () => {
    expect(heights).toEqual({ peek: 140, half: 400, full: 788 });
    expect(snapHeights(200, 140)).toEqual({ peek: 140, half: 140, full: 188 });
  });

  it('settles a drag on the nearest snap', () => {
    expect(nearestSnap(150, heights)).toBe('peek');
    expect(nearestSnap(300, heights)).toBe('half');
    expect(nearestSnap(650, heights)).toBe('full');
  });

  it('steps by key and stops at the ends; a tap cycles', () => {
    expect(stepSnap('peek', 1)).toBe('half');
    expect(stepSnap('full', 1)).toBe('full');
    expect(stepSnap('peek', -1)).toBe('peek');
    expect(['peek', 'half', 'full'].map((s) => cycleSnap(s as 'peek'))).toEqual(['half', 'full', 'peek']);
  });
});
