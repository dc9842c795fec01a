import { describe, expect, it } from 'vitest';
import { encodeEan13 } from './ean13-bars';

describe('encodeEan13', () => {
  it('lays out the 95 modules of EAN-13 after a quiet zone for the leading digit', () => {
    const { groups, modules } = encodeEan13('6901028075862');
    expect(groups.map((group) => group.text ?? '')).toEqual(['6', '', '901028', '', '075862', '']);
    expect(groups.filter((group) => group.guard).map((group) => group.modules)).toEqual([3, 5, 3]);
    expect(modules).toBe(12 + 95);
  });

  it('encodes the left half with the parity the leading digit sets', () => {
    // Leading 6 gives the left half the structure LGGGLL: 9 as L is 0001011, 0 as G is 0100111.
    const left = encodeEan13('6901028075862').groups[2]!;
    expect(left.bars.slice(0, 4)).toEqual([
      [3, 1],
      [5, 2],
      [8, 1],
      [11, 3],
    ]);
  });
});
