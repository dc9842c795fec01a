import { useMemo, type CSSProperties, type RefObject } from 'react';
import { useColumnWindow, useRowWindow } from '../../../ui/use-row-window';

// The results tables' shape (a row number, the status, then the input's and the answer's columns)
// and the rows and columns of it in view: the local job's table and a server job's paged one.

export const ROW_HEIGHT = 32;
/** Rows rendered beyond the view either side: few, as in a fast scroll every one of them is new each frame. */
export const OVERSCAN_ROWS = 2;
const COLUMN_WIDTH = 150;
/** The status, right after the row number (seen without scrolling sideways), wider for a name's suggestions. */
const STATUS_WIDTH = 220;

/** Rows [first, last) and the columns in view, the rows' total height, and the grid's shape as CSS variables. */
export function useScrolledRows(
  table: RefObject<HTMLElement | null>,
  scroller: RefObject<HTMLElement | null>,
  rows: number,
  columns: number,
) {
  const { first, last, totalHeight } = useRowWindow(scroller, rows, ROW_HEIGHT, OVERSCAN_ROWS);
  const widths = useMemo(
    () => [64, STATUS_WIDTH, ...Array<number>(columns - 2).fill(COLUMN_WIDTH)],
    [columns],
  );
  const columnsInView = useColumnWindow(table, widths);
  const width = widths.reduce((sum, column) => sum + column, 0);
  // Every row's columns and width, set once on the table rather than on each row.
  const shape = {
    '--batch-columns': widths.map((column) => `${column}px`).join(' '),
    '--batch-width': `${width}px`,
  } as CSSProperties;
  // Rows are keyed by slot, not index: a row scrolled out lends its elements to the one coming in,
  // so a scroll changes text in place instead of making and dropping DOM (less for each frame's
  // style and layout, and far less garbage, whose collection would land in a frame).
  const slots = Math.ceil((last - first) / 8) * 8 || 8;
  return { first, last, totalHeight, columnsInView, shape, slots };
}
