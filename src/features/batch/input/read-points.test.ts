import { describe, expect, it } from 'vitest';
import { readPoints } from './read-points';

const pair = { kind: 'pair', lat: 0, lng: 1 } as const;

describe('readPoints', () => {
  it('reads the good rows and lists the bad ones with their index, the rest unaffected', () => {
    const { points, bad } = readPoints(
      [
        ['1', '2'],
        ['x', '2'],
        ['3', '4'],
        ['', ''],
      ],
      pair,
      'GCJ-02',
    );
    expect(points.map((p) => p.index)).toEqual([0, 2]);
    expect(bad).toEqual([
      { index: 1, reason: 'not-a-number', value: 'x,2' },
      { index: 3, reason: 'missing', value: ',' },
    ]);
  });
});
