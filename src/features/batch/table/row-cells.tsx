import { shownTitles } from './column-order';

/** A row's outcome, which the status cell shows as an icon (batch.css), its words for screen readers. */
export type RowState = 'ok' | 'failed' | 'invalid' | 'pending';

/**
 * A results row's cells: the row number and status (always, they stay in view sideways), then those
 * in view, `first` to `last`, as `text(column)` (column-order.ts). The first of those is placed at its
 * grid column, so the ones before it need no nodes.
 */
export function RowCells({
  first,
  last,
  status,
  state,
  text,
}: {
  first: number;
  last: number;
  status: string;
  state: RowState;
  text: (column: number) => string | number | undefined;
}) {
  const from = Math.max(2, first);
  return [
    <span role="cell" aria-colindex={1} key={0} className="batch-row-number">
      {text(0)}
    </span>,
    <span role="cell" aria-colindex={2} key={1} className="batch-status" data-state={state} title={status}>
      <span className="visually-hidden">{status}</span>
    </span>,
    ...Array.from({ length: Math.max(0, last - from) }, (_, offset) => {
      const column = from + offset;
      return (
        <span
          role="cell"
          aria-colindex={column + 1}
          key={column}
          style={offset === 0 && column > 2 ? { gridColumnStart: column + 1 } : undefined}
        >
          {text(column)}
        </span>
      );
    }),
  ];
}

/** The results table's header row, in shown order (column-order.ts). */
export function HeadRow({
  rowTitle,
  header,
  titles,
}: {
  rowTitle: string;
  header: readonly string[];
  titles: readonly string[];
}) {
  return (
    <div className="batch-row batch-head" role="row" aria-rowindex={1}>
      {shownTitles(rowTitle, header, titles).map((title, column) => (
        <span
          role="columnheader"
          aria-colindex={column + 1}
          key={column}
          className={column === 0 ? 'batch-row-number' : column === 1 ? 'batch-status' : undefined}
        >
          {title}
        </span>
      ))}
    </div>
  );
}
