import { describe, expect, it } from 'vitest';
import { columnRange } from './use-row-window';

// The batch table's columns: row number, status, then 11 of 150 px (1,934 px in all).
const WIDTHS = [64, 220, ...Array<number>(11).fill(150)];

describe('columnRange', () => {
  it('takes the columns a view at the left edge overlaps, and one more', () => {
    // 934 px: 64 + 220 + 4 × 150 = 884, so the 7th column (from 884 px) is partly in view.
    expect(columnRange(WIDTHS, 0, 934, 1)).toEqual({ first: 0, last: 8 });
    expect(columnRange(WIDTHS, 0, 934, 0)).toEqual({ first: 0, last: 7 });
  });

  it('starts at the column the left edge falls in, with one before it', () => {
    // 300 px falls in the third column (284–434 px); 300 + 400 ends in the 5th (584–734 px).
    expect(columnRange(WIDTHS, 300, 400, 1)).toEqual({ first: 1, last: 6 });
    // Exactly at a column's start, the column before is not in view.
    expect(columnRange(WIDTHS, 284, 150, 0)).toEqual({ first: 2, last: 3 });
  });

  it('ends at the last column when scrolled to the right end', () => {
    expect(columnRange(WIDTHS, 1934 - 934, 934, 1)).toEqual({ first: 5, last: 13 });
  });

  it('keeps one column in view when the view has no width yet', () => {
    expect(columnRange(WIDTHS, 0, 0, 0)).toEqual({ first: 0, last: 1 });
    expect(columnRange([], 0, 500, 1)).toEqual({ first: 0, last: 0 });
  });
});
