import { describe, expect, it } from 'vitest';
import { compareMarks } from './compare-marks';

describe('compareMarks', () => {
  it('marks the lowest price better and the highest worse; the middle one gets no mark', () => {
    const marks = compareMarks([
      { name: 'a', single_price: 20 },
      { name: 'b', single_price: 45 },
      { name: 'c', single_price: 65 },
    ]);
    expect(marks.single_price).toEqual(['better', undefined, 'worse']);
  });

  it('marks the highest score better', () => {
    expect(
      compareMarks([
        { name: 'a', overall_score: 7 },
        { name: 'b', overall_score: 9 },
      ]).overall_score,
    ).toEqual(['worse', 'better']);
  });

  it('leaves rows unmarked with fewer than two known values, equal values, or wholesale 0 (unknown)', () => {
    const marks = compareMarks([
      { name: 'a', tar_content: 11, length: 84, wholesale_price: 0 },
      { name: 'b', tar_content: 11, length: 97, wholesale_price: 300 },
      undefined,
    ]);
    expect(marks).toEqual({});
  });

  it('compares the computed price of one cigarette', () => {
    const marks = compareMarks([
      { name: 'a', single_price: 20, pieces_per_pack: 10 },
      { name: 'b', single_price: 30, pieces_per_pack: 20 },
    ]);
    expect(marks.per_cigarette).toEqual(['worse', 'better']);
  });
});
