import { memo, useEffect, useRef, useState, type FocusEvent } from 'react';
import { resultFields, type RowResult } from './answer-columns';
import { HeadRow, RowCells } from './row-cells';
import { rowPickHandlers } from './row-picking';
import { useBatchT } from '../use-batch-t';
import type { BatchJob } from '../local/batch-job';
import { useRowStatus, useAnswerTitles } from './row-text';
import { scrollRowIntoView, type ItemRange } from '../../../ui/use-row-window';
import { ROW_HEIGHT, useScrolledRows } from './table-window';
/** The answer's cells of a row without an answer, by column count (one array each, so rows stay memoised). */
const blanks: string[][] = [];

/**
 * Every input row with the answer's columns added; only the rows in view, and of those only the
 * columns in view (the table is wider than its box), are in the DOM.
 */
export function ResultsTable({
  job,
  selected,
  onSelect: select,
}: {
  job: BatchJob;
  selected?: number;
  onSelect: (index: number) => void;
}) {
  const t = useBatchT();
  const table = useRef<HTMLDivElement>(null);
  const scroller = useRef<HTMLDivElement>(null);
  const { header, rows } = job.stored;
  const titles = useAnswerTitles(job.stored.kind);
  const statusText = useRowStatus(job);
  const columns = header.length + titles.length + 1;
  const { first, last, totalHeight, columnsInView, shape, slots } = useScrolledRows(
    table,
    scroller,
    rows.length,
    columns,
  );

  // A row picked on the map is scrolled into view.
  useEffect(() => {
    if (selected !== undefined && scroller.current) scrollRowIntoView(scroller.current, selected, ROW_HEIGHT);
  }, [selected]);
  const blank = (blanks[titles.length] ??= titles.slice(1).fill(''));
  const { rowOf, onClick, onKeyDown } = rowPickHandlers(select);

  // The focused row stays in the page when scrolled out (keyboard focus is never dropped), keeping its slot.
  const [focusedRow, setFocusedRow] = useState<number>();
  const pinned =
    focusedRow !== undefined && (focusedRow < first || focusedRow >= last) && focusedRow < rows.length
      ? focusedRow
      : undefined;
  const shown = Array.from({ length: last - first }, (_, offset) => first + offset);
  if (pinned !== undefined) shown.push(pinned);
  const pinnedSlot = pinned === undefined ? -1 : pinned % slots;
  const keyOf = (index: number) =>
    index !== pinned && index % slots === pinnedSlot ? `n${index}` : `${index % slots}`;
  const onFocus = (event: FocusEvent) => {
    const row = rowOf(event);
    setFocusedRow(row === undefined ? undefined : Number(row));
  };
  const onBlur = (event: FocusEvent) => {
    if (!(event.relatedTarget instanceof Element && event.currentTarget.contains(event.relatedTarget)))
      setFocusedRow(undefined);
  };

  return (
    <div
      ref={table}
      className="batch-table"
      role="table"
      aria-label={t('batch.table')}
      aria-rowcount={rows.length + 1}
      aria-colcount={columns}
      style={shape}
    >
      <HeadRow rowTitle={t('batch.col.row')} header={header} titles={titles} />
      <div ref={scroller} className="batch-scroll" data-testid="batch-scroll">
        <div
          className="batch-rows"
          style={{ height: totalHeight }}
          onClick={onClick}
          onKeyDown={onKeyDown}
          onFocus={onFocus}
          onBlur={onBlur}
        >
          {shown.map((index) => (
            <ResultRow
              key={keyOf(index)}
              job={job}
              index={index}
              result={job.results[index]}
              selected={selected === index}
              status={statusText(index)}
              title={
                job.point(index)
                  ? t('batch.showRow', { row: job.rowNumber(index) })
                  : job.results[index]?.ok
                    ? t('batch.showRecord', { row: job.rowNumber(index) })
                    : undefined
              }
              blank={blank}
              columns={columnsInView}
            />
          ))}
        </div>
      </div>
    </div>
  );
}

interface RowProps {
  job: BatchJob;
  index: number;
  result: RowResult | undefined;
  selected: boolean;
  status: string;
  /** What choosing the row does, if anything. */
  title: string | undefined;
  blank: string[];
  /** The columns in view, the only ones rendered. */
  columns: ItemRange;
}

/** One row; memoised, so a scroll renders only the rows that come into view. */
const ResultRow = memo(function ResultRow({
  job,
  index,
  result,
  selected,
  status,
  title,
  blank,
  columns,
}: RowProps) {
  const fields = result?.ok ? resultFields(result) : blank;
  const input = job.stored.rows[index]!;
  // Row number, status, the input's cells, the answer's.
  const text = (column: number) => {
    if (column === 0) return job.rowNumber(index);
    if (column === 1) return status;
    return column - 2 < input.length
      ? (input[column - 2] ?? '')
      : fields[column - 2 - job.stored.header.length];
  };
  return (
    <div
      role="row"
      aria-rowindex={index + 2}
      aria-selected={selected}
      tabIndex={0}
      title={title}
      data-row={index}
      className={result && !result.ok ? 'batch-row batch-row-failed' : 'batch-row'}
      style={{ transform: `translateY(${index * ROW_HEIGHT}px)` }}
    >
      <RowCells first={columns.first} last={columns.last} status={status} text={text} />
    </div>
  );
});
