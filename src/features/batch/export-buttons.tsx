import { useBatchT } from '../../i18n/use-batch-t';
import { downloadBlob } from '../../lib/download';
import { writeTableFile } from '../../lib/table-file';
import type { BatchJob } from './batch-job';
import { escapedTable, toGeoJson } from './export-rows';
import { useAnswerTitles, useRowStatus } from './row-text';

/** CSV (BOM, formulas neutralised), XLSX and (for points) GeoJSON of the table as it stands. */
export function ExportButtons({ job }: { job: BatchJob }) {
  const t = useBatchT();
  const names = job.stored.kind === 'names';
  const answerTitles = useAnswerTitles(job.stored.kind);
  const statusText = useRowStatus(job);
  const base = job.stored.name.replace(/\.[^.]+$/, '') || 'batch';

  const exportAs = async (format: 'csv' | 'xlsx' | 'geojson') => {
    const { header, rows } = job.stored;
    const statuses = rows.map((_, index) => statusText(index));
    const points = names ? undefined : rows.map((_, index) => job.point(index));
    const input = { header, rows, points, results: job.results, answerTitles, statuses };
    const blob =
      format === 'geojson'
        ? new Blob([JSON.stringify(toGeoJson(input))], { type: 'application/geo+json' })
        : await writeTableFile(format, escapedTable(input));
    downloadBlob(`${base}-${names ? 'cigarettes' : 'addresses'}.${format}`, blob);
  };

  return (
    <div className="button-row" role="group" aria-label={t('batch.export')}>
      <button type="button" className="button" onClick={() => void exportAs('csv')}>
        {t('batch.exportCsv')}
      </button>
      <button type="button" className="button" onClick={() => void exportAs('xlsx')}>
        {t('batch.exportXlsx')}
      </button>
      {names ? null : (
        <button type="button" className="button" onClick={() => void exportAs('geojson')}>
          {t('batch.exportGeoJson')}
        </button>
      )}
    </div>
  );
}
