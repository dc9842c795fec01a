import { useState } from 'react';
import { useBatchT } from '../use-batch-t';
import { downloadBlob } from '../../../lib/download';
import { WorkerStoppedError } from '../../../lib/run-worker';
import { writeTableFile } from '../../../lib/table-file';
import type { BatchJob } from '../local/batch-job';
import { escapedTable, toGeoJson } from './export-rows';
import { useAnswerTitles, useRowStatus } from './row-text';

type Format = 'csv' | 'xlsx' | 'geojson';
/** An export under way (with the share written, once the worker says) or the last one's failure. */
type ExportState =
  { kind: 'writing'; format: Format; done?: number } | { kind: 'failed'; reason: string } | undefined;

/** The share written in tens (0, 10 … 100): what the live region says, so it speaks ~ten times a file. */
const tens = (done: number) => Math.floor(done * 10) * 10;

/** CSV (BOM, formulas neutralised), XLSX and (for points) GeoJSON of the table as it stands. */
export function ExportButtons({ job }: { job: BatchJob }) {
  const t = useBatchT();
  const names = job.stored.kind === 'names';
  const answerTitles = useAnswerTitles(job.stored.kind);
  const statusText = useRowStatus(job);
  const base = job.stored.name.replace(/\.[^.]+$/, '') || 'batch';
  const [state, setState] = useState<ExportState>();

  const exportAs = async (format: Format) => {
    const { header, rows } = job.stored;
    const statuses = rows.map((_, index) => statusText(index));
    const points = names ? undefined : rows.map((_, index) => job.point(index));
    const rowNumbers = rows.map((_, index) => job.rowNumber(index));
    const input = { header, rows, points, results: job.results, answerTitles, statuses, rowNumbers };
    setState({ kind: 'writing', format });
    try {
      const blob =
        format === 'geojson'
          ? new Blob([JSON.stringify(toGeoJson(input))], { type: 'application/geo+json' })
          : await writeTableFile(format, escapedTable(input, format), (done) =>
              setState({ kind: 'writing', format, done }),
            );
      downloadBlob(`${base}-${names ? 'cigarettes' : 'addresses'}.${format}`, blob);
      setState(undefined);
    } catch (error) {
      const reason = error instanceof WorkerStoppedError ? t('batch.writerStopped') : t('batch.writeFailed');
      setState({ kind: 'failed', reason });
    }
  };

  const writing = state?.kind === 'writing';
  const button = (format: Format, label: Parameters<typeof t>[0]) => (
    <button type="button" className="button" disabled={writing} onClick={() => void exportAs(format)}>
      {t(label)}
    </button>
  );
  return (
    <>
      <div className="button-row" role="group" aria-label={t('batch.export')}>
        {button('csv', 'batch.exportCsv')}
        {button('xlsx', 'batch.exportXlsx')}
        {names ? null : button('geojson', 'batch.exportGeoJson')}
      </div>
      {/* Always in the page, so a screen reader hears its first words too (a region added with its text is often not announced). */}
      <p role="status">
        {writing
          ? state.done === undefined
            ? t('batch.exportStarted', { format: state.format.toUpperCase() })
            : t('batch.exporting', { format: state.format.toUpperCase(), percent: tens(state.done) })
          : null}
      </p>
      {writing && state.done !== undefined ? (
        <div className="batch-bar" aria-hidden="true">
          <div className="batch-bar-fill" style={{ width: `${state.done * 100}%` }} />
        </div>
      ) : null}
      {state?.kind === 'failed' ? (
        <p role="alert">{t('batch.exportFailed', { reason: state.reason })}</p>
      ) : null}
    </>
  );
}
