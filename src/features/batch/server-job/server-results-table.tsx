import { memo, useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { getJobPoints, getResultRows } from './job-client';
import { JobMapPoints } from './job-map-points';
import { isFinal } from './job-poller';
import { useErrorWords } from '../../../i18n/error-text';
import type { Job } from '../../../../contract/job-schema';
import { ROW_HEIGHT, useScrolledRows } from '../table/table-window';
import { ResultPages, type ResultLine } from './result-pages';
import { useAnswerTitles } from '../table/row-text';
import type { KeptServerJob } from './server-job-list';
import { HeadRow, RowCells } from '../table/row-cells';
import { cellText, columnWidths, shownTitles } from '../table/column-order';
import { RowDetails } from '../table/row-details';
import { rowPickHandlers } from '../table/row-picking';
import { openServerResults, pickServerRow, useOpenServerResults } from './open-server-results';
import { scrollRowIntoView } from '../../../ui/use-row-window';
import { useBatchT } from '../use-batch-t';

/**
 * A server job's rows with their answers, read from the server a page at a time as they scroll into
 * view (rows not done yet show as waiting); only the rows and columns in view are in the DOM.
 */
export function ServerResultsTable({ kept, job }: { kept: KeptServerJob; job: Job }) {
  const t = useBatchT();
  const words = useErrorWords();
  const total = job.counts.total;
  const pages = useMemo(
    () => new ResultPages((from, limit, signal) => getResultRows(kept.id, from, limit, signal), total),
    [kept.id, total],
  );
  // Its rows and unreadable ones are known from its upload on.
  const invalid = job.counts.invalid;
  const points = useMemo(
    () =>
      new JobMapPoints((max, signal) => getJobPoints(kept.id, max, signal), {
        rows: total,
        points: total - invalid,
      }),
    [kept.id, total, invalid],
  );
  useSyncExternalStore(pages.subscribe, pages.getVersion);
  // A points job's points are drawn on the map while its results are open (server-job-points.tsx).
  useEffect(() => {
    const close = kept.kind === 'points' ? openServerResults(pages, points) : undefined;
    return () => {
      close?.();
      pages.stop();
      points.stop();
    };
  }, [pages, points, kept.kind]);
  const open = useOpenServerResults();
  const selected = open?.pages === pages ? open.selected : undefined;

  const titles = useAnswerTitles(kept.kind);
  const header = kept.header;
  const columns = header.length + titles.length + 1;
  const shown = useMemo(() => shownTitles(t('batch.col.row'), header, titles), [t, header, titles]);
  // Widths from the titles and the first page's cells (the columns settle once it is read).
  const sample = pages.version > 0 ? pages.line(0)?.cells : undefined;
  const widths = useMemo(
    () => columnWidths(shown, header.length, total, sample ? [sample] : []),
    [shown, header.length, total, sample],
  );
  // The table scrolls both ways, its header row and first columns staying in view.
  const scroller = useRef<HTMLDivElement>(null);
  const { first, last, totalHeight, columnsInView, shape, slots } = useScrolledRows(
    scroller,
    scroller,
    total,
    widths,
  );
  const done = job.counts.done;
  useEffect(() => pages.need(first, last, done), [pages, first, last, done]);
  const ended = isFinal(job);
  useEffect(() => {
    if (kept.kind === 'points') points.refresh(done, ended);
  }, [points, kept.kind, done, ended]);
  // A row picked on the map is scrolled into view.
  useEffect(() => {
    if (selected !== undefined && scroller.current) scrollRowIntoView(scroller.current, selected, ROW_HEIGHT);
  }, [selected]);
  const { onClick, onKeyDown } = rowPickHandlers((row) => pickServerRow(pages, row));

  const blank = useMemo(() => titles.slice(1).fill(''), [titles]);
  const status = (line: ResultLine | undefined) => {
    if (!line || line.status === 'pending') return t('batch.status.pending');
    if (line.status === 'ok') return t('batch.status.ok');
    if (line.status === 'invalid')
      return line.msg ? `${t('batch.status.bad')}: ${line.msg}` : t('batch.status.bad');
    return t('batch.status.failed', { msg: line.msg ?? '' });
  };
  const inView = Array.from({ length: last - first }, (_, offset) => first + offset);
  const picked = selected === undefined ? undefined : pages.line(selected);

  return (
    <>
      {pages.error ? <p role="alert">{t('batch.server.pageFailed', { msg: words(pages.error) })}</p> : null}
      <div
        ref={scroller}
        className="batch-table"
        data-testid="batch-scroll"
        tabIndex={0}
        role="table"
        aria-label={t('batch.table')}
        aria-rowcount={total + 1}
        aria-colcount={columns}
        aria-busy={pages.version === 0 && total > 0}
        style={shape}
      >
        <HeadRow rowTitle={t('batch.col.row')} header={header} titles={titles} />
        <div className="batch-rows" style={{ height: totalHeight }} onClick={onClick} onKeyDown={onKeyDown}>
          {inView.map((index) => {
            const line = pages.line(index);
            return (
              <ServerRow
                key={index % slots}
                index={index}
                line={line}
                status={status(line)}
                selected={selected === index}
                width={header.length}
                blank={blank}
                first={columnsInView.first}
                last={columnsInView.last}
              />
            );
          })}
        </div>
      </div>
      {picked && selected !== undefined ? (
        <RowDetails
          titles={shown}
          text={(column) =>
            cellText(
              column,
              picked.line ?? selected + 2,
              status(picked),
              picked.cells,
              fieldsOf(picked, blank),
              header.length,
            )
          }
        />
      ) : null}
    </>
  );
}

const fieldsOf = (line: ResultLine | undefined, blank: string[]) =>
  line?.status === 'ok' ? line.fields : blank;

const ServerRow = memo(function ServerRow({
  index,
  line,
  status,
  selected,
  width,
  blank,
  first,
  last,
}: {
  index: number;
  line: ResultLine | undefined;
  status: string;
  selected: boolean;
  /** The input's column count. */
  width: number;
  blank: string[];
  first: number;
  last: number;
}) {
  const text = (column: number) =>
    cellText(column, line?.line ?? index + 2, status, line?.cells, fieldsOf(line, blank), width);
  return (
    <div
      role="row"
      aria-rowindex={index + 2}
      aria-selected={selected}
      tabIndex={line?.point ? 0 : undefined}
      data-row={line?.point ? index : undefined}
      className={
        line?.status === 'failed' || line?.status === 'invalid' ? 'batch-row batch-row-failed' : 'batch-row'
      }
      style={{ transform: `translateY(${index * ROW_HEIGHT}px)` }}
    >
      <RowCells first={first} last={last} status={status} state={line?.status ?? 'pending'} text={text} />
    </div>
  );
});
