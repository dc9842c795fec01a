import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useBatchT } from '../../i18n/use-batch-t';
import type { BatchJob } from './batch-job';
import { useRowStatus, useAnswerTitles } from './row-text';
import { useRowWindow } from '../../ui/use-row-window';

const ROW_HEIGHT = 32;
const COLUMN_WIDTH = 150;

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
    const element = scroller.current;
    if (selected === undefined || !element) return;
    const top = selected * ROW_HEIGHT;
    if (top < element.scrollTop || top + ROW_HEIGHT > element.scrollTop + element.clientHeight) {
      element.scrollTop = top - element.clientHeight / 2;
    }
  }, [selected]);
  const onKey = (event: KeyboardEvent, index: number) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      select(index);
    }
  };
  const template = `64px repeat(${columns - 1}, ${COLUMN_WIDTH}px)`;
  const width = 64 + (columns - 1) * COLUMN_WIDTH;

  return (
    <div className="batch-table" role="table" aria-label={t('batch.table')} aria-rowcount={rows.length + 1}>
      <div className="batch-row batch-head" role="row" aria-rowindex={1} style={{ gridTemplateColumns: template, width }}>
        <span role="columnheader">{t('batch.col.row')}</span>
        {[...header, ...titles].map((title, column) => (
          <span role="columnheader" key={column}>
            {title}
          </span>
        ))}
      </div>
      <div ref={scroller} className="batch-scroll" data-testid="batch-scroll" style={{ width: width + 16 }}>
        <div style={{ height: totalHeight, width, position: 'relative' }}>
          {Array.from({ length: last - first }, (_, offset) => {
            const index = first + offset;
            const result = job.results[index];
            const fields = result?.ok ? result.fields : titles.slice(0, -1).map(() => '');
            return (
              <div
                key={index}
                role="row"
                aria-rowindex={index + 2}
                aria-selected={selected === index}
                tabIndex={0}
                title={job.points[index] ? t('batch.showRow', { row: index + 2 }) : result?.ok ? t('batch.showRecord', { row: index + 2 }) : undefined}
                className={`batch-row${selected === index ? ' batch-row-selected' : ''}${result && !result.ok ? ' batch-row-failed' : ''}`}
                style={{ gridTemplateColumns: template, width, transform: `translateY(${index * ROW_HEIGHT}px)`, height: ROW_HEIGHT }}
                onClick={() => select(index)}
                onKeyDown={(event) => onKey(event, index)}
              >
                <span role="cell">{index + 2}</span>
                {header.map((_, column) => (
                  <span role="cell" key={column}>
                    {rows[index]![column] ?? ''}
                  </span>
                ))}
                {fields.map((value, column) => (
                  <span role="cell" key={`a${column}`}>
                    {value}
                  </span>
                ))}
                <span role="cell">{statusText(index)}</span>
              </div>
            );
          })}
        </div>
      </div>
    </div>
  );
}
