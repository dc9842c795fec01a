import { memo, useEffect, useRef } from 'react';
import { resultFields, type RowResult } from './answer-columns';
import { useBatchT } from '../../i18n/use-batch-t';
import type { BatchJob } from './batch-job';
import { useRowStatus, useAnswerTitles } from './row-text';
import { scrollRowIntoView, useRowWindow } from '../../ui/use-row-window';

const ROW_HEIGHT = 32;
const COLUMN_WIDTH = 150;
/** The status, right after the row number (seen without scrolling sideways), wider for a name's suggestions. */
const STATUS_WIDTH = 220;
/** The answer's cells of a row without an answer, by column count (one array each, so rows stay memoised). */
const blanks: string[][] = [];

/** Every input row with the answer's columns added; only the rows in view are in the DOM. */
export function ResultsTable({ job, selected, onSelect: select }: { job: BatchJob; selected?: number; onSelect: (index: number) => void }) {
  const t = useBatchT();
  const scroller = useRef<HTMLDivElement>(null);
  const { header, rows } = job.stored;
  const titles = useAnswerTitles(job.stored.kind);
  const statusText = useRowStatus(job);
  const columns = header.length + titles.length + 1;
  const { first, last, totalHeight } = useRowWindow(scroller, rows.length, ROW_HEIGHT);

  // A row picked on the map is scrolled into view.
  useEffect(() => {
    if (selected !== undefined && scroller.current) scrollRowIntoView(scroller.current, selected, ROW_HEIGHT);
  }, [selected]);
  const template = `64px ${STATUS_WIDTH}px repeat(${columns - 2}, ${COLUMN_WIDTH}px)`;
  const width = 64 + STATUS_WIDTH + (columns - 2) * COLUMN_WIDTH;
  const blank = (blanks[titles.length] ??= titles.slice(1).fill(''));

  return (
    <div className="batch-table" role="table" aria-label={t('batch.table')} aria-rowcount={rows.length + 1}>
      <div className="batch-row batch-head" role="row" aria-rowindex={1} style={{ gridTemplateColumns: template, width }}>
        <span role="columnheader">{t('batch.col.row')}</span>
        {[titles.at(-1), ...header, ...titles.slice(0, -1)].map((title, column) => (
          <span role="columnheader" key={column}>
            {title}
          </span>
        ))}
      </div>
      <div ref={scroller} className="batch-scroll" data-testid="batch-scroll" style={{ width: width + 16 }}>
        <div className="batch-rows" style={{ height: totalHeight, width }}>
          {Array.from({ length: last - first }, (_, offset) => {
            const index = first + offset;
            return (
              <ResultRow
                key={index}
                job={job}
                index={index}
                result={job.results[index]}
                selected={selected === index}
                status={statusText(index)}
                blank={blank}
                template={template}
                width={width}
                onSelect={select}
              />
            );
          })}
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
  blank: string[];
  template: string;
  width: number;
  onSelect: (index: number) => void;
}

/** One row; memoised, so a scroll renders only the rows that come into view. */
const ResultRow = memo(function ResultRow({ job, index, result, selected, status, blank, template, width, onSelect }: RowProps) {
  const t = useBatchT();
  const fields = result?.ok ? resultFields(result) : blank;
  return (
    <div
      role="row"
      aria-rowindex={index + 2}
      aria-selected={selected}
      tabIndex={0}
      title={job.point(index) ? t('batch.showRow', { row: index + 2 }) : result?.ok ? t('batch.showRecord', { row: index + 2 }) : undefined}
      className={result && !result.ok ? 'batch-row batch-row-failed' : 'batch-row'}
      style={{ gridTemplateColumns: template, width, transform: `translateY(${index * ROW_HEIGHT}px)`, height: ROW_HEIGHT }}
      onClick={() => onSelect(index)}
      onKeyDown={(event) => {
        if (event.key === 'Enter' || event.key === ' ') {
          event.preventDefault();
          onSelect(index);
        }
      }}
    >
      <span role="cell">{index + 2}</span>
      <span role="cell" className="batch-status" title={status}>
        {status}
      </span>
      {job.stored.header.map((_, column) => (
        <span role="cell" key={column}>
          {job.stored.rows[index]![column] ?? ''}
        </span>
      ))}
      {fields.map((value, column) => (
        <span role="cell" key={`a${column}`}>
          {value}
        </span>
      ))}
    </div>
  );
});
