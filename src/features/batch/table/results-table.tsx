import { memo, useEffect, useMemo, useRef, useState, type FocusEvent } from 'react';
import { cellText, columnWidths, shownTitles } from './column-order';
import { RowDetails } from './row-details';
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
  // The table scrolls both ways, its header row and first columns staying in view.
  const scroller = useRef<HTMLDivElement>(null);
  const { header, rows } = job.stored;
  const titles = useAnswerTitles(job.stored.kind);
  const statusText = useRowStatus(job);
  const columns = header.length + titles.length + 1;
  const shown = useMemo(() => shownTitles(t('batch.col.row'), header, titles), [t, header, titles]);
  const widths = useMemo(
    () => columnWidths(shown, header.length, rows.length, rows.slice(0, 100)),
    [shown, header.length, rows],
  );
  const { first, last, totalHeight, columnsInView, shape, slots } = useScrolledRows(
    scroller,
    scroller,
    rows.length,
    widths,
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
  const inView = Array.from({ length: last - first }, (_, offset) => first + offset);
  if (pinned !== undefined) inView.push(pinned);
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

  const picked = selected === undefined ? undefined : job.stored.rows[selected];
  return (
    <>
      <div
        ref={scroller}
        className="batch-table"
        data-testid="batch-scroll"
        role="table"
        aria-label={t('batch.table')}
        aria-rowcount={rows.length + 1}
        aria-colcount={columns}
        style={shape}
      >
        <HeadRow rowTitle={t('batch.col.row')} header={header} titles={titles} />
        <div
          className="batch-rows"
          style={{ height: totalHeight }}
          onClick={onClick}
          onKeyDown={onKeyDown}
          onFocus={onFocus}
          onBlur={onBlur}
        >
          {inView.map((index) => (
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
      {picked && selected !== undefined ? (
        <RowDetails
          titles={shown}
          text={(column) =>
            cellText(
              column,
              job.rowNumber(selected),
              statusText(selected),
              picked,
              fieldsOf(job.results[selected], blank),
              header.length,
            )
          }
        />
      ) : null}
    </>
  );
}

const fieldsOf = (result: RowResult | undefined, blank: string[]) =>
  result?.ok ? resultFields(result) : blank;

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
  const fields = fieldsOf(result, blank);
  const input = job.stored.rows[index]!;
  const text = (column: number) =>
    cellText(column, job.rowNumber(index), status, input, fields, job.stored.header.length);
  const state = !result ? (job.readable(index) ? 'pending' : 'invalid') : result.ok ? 'ok' : 'failed';
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
      <RowCells first={columns.first} last={columns.last} status={status} state={state} text={text} />
    </div>
  );
});
