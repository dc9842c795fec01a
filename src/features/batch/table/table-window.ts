import { type CSSProperties, type RefObject } from 'react';
import { useColumnWindow, useRowWindow } from '../../../ui/use-row-window';

// The results tables' shape (column-order.ts)
// and the rows and columns of it in view: the local job's table and a server job's paged one.

export const ROW_HEIGHT = 32;
/** Rows rendered beyond the view either side: few, as in a fast scroll every one of them is new each frame. */
export const OVERSCAN_ROWS = 2;
/** Rows [first, last) and the columns in view, the rows' total height, and the grid's shape as CSS variables. */
export function useScrolledRows(
  table: RefObject<HTMLElement | null>,
  scroller: RefObject<HTMLElement | null>,
  rows: number,
  /** The shown columns' widths (column-order.ts), a stable array. */
  widths: readonly number[],
) {
  const { first, last, totalHeight } = useRowWindow(scroller, rows, ROW_HEIGHT, OVERSCAN_ROWS);
  const columnsInView = useColumnWindow(table, widths);
  const width = widths.reduce((sum, column) => sum + column, 0);
  // Every row's columns and width, set once on the table rather than on each row.
  const shape = {
    '--batch-columns': widths.map((column) => `${column}px`).join(' '),
    '--batch-width': `${width}px`,
    '--batch-row-width': `${widths[0]}px`,
  } as CSSProperties;
  // Rows are keyed by slot, not index: a row scrolled out lends its elements to the one coming in,
  // so a scroll changes text in place instead of making and dropping DOM (less for each frame's
  // style and layout, and far less garbage, whose collection would land in a frame).
  const slots = Math.ceil((last - first) / 8) * 8 || 8;
  return { first, last, totalHeight, columnsInView, shape, slots };
}
