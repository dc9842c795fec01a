/**
 * A results row's visible cells, `first` to `last` (the columns in view): row number, status, then
 * `text(column)`. The first drawn cell is placed at its grid column, so the ones before it need no nodes.
 */
export function RowCells({
  first,
  last,
  status,
  text,
}: {
  first: number;
  last: number;
  status: string;
  text: (column: number) => string | number | undefined;
}) {
  return Array.from({ length: last - first }, (_, offset) => {
    const column = first + offset;
    return (
      <span
        role="cell"
        aria-colindex={column + 1}
        key={column}
        className={column === 1 ? 'batch-status' : undefined}
        title={column === 1 ? status : undefined}
        style={offset === 0 && column > 0 ? { gridColumnStart: column + 1 } : undefined}
      >
        {text(column)}
      </span>
    );
  });
}

/** The results table's header row: row number, status (the last title), the input's columns, the answer's. */
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
      {[rowTitle, titles.at(-1), ...header, ...titles.slice(0, -1)].map((title, column) => (
        <span role="columnheader" aria-colindex={column + 1} key={column}>
          {title}
        </span>
      ))}
    </div>
  );
}
