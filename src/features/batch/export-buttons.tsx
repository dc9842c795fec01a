import { useBatchT } from '../../i18n/use-batch-t';
import { downloadBlob } from '../../lib/download';
import type { BatchJob } from './batch-job';
import { escapedTable, toCsv, toGeoJson } from './export-rows';
import { runWorker } from './run-worker';
import { useAnswerTitles, useRowStatus } from './row-text';

/** CSV (BOM, formulas neutralised), XLSX and GeoJSON of the table as it stands. */
export function ExportButtons({ job }: { job: BatchJob }) {
  const t = useBatchT();
  const answerTitles = useAnswerTitles();
  const statusText = useRowStatus(job);
  const base = job.stored.name.replace(/\.[^.]+$/, '') || 'batch';

  const exportAs = async (format: 'csv' | 'xlsx' | 'geojson') => {
    const { header, rows } = job.stored;
    const statuses = rows.map((_, index) => statusText(index));
    const input = { header, rows, points: job.points, results: job.results, answerTitles, statuses };
    let blob: Blob;
    if (format === 'csv') blob = new Blob([toCsv(input)], { type: 'text/csv;charset=utf-8' });
    else if (format === 'geojson') blob = new Blob([JSON.stringify(toGeoJson(input))], { type: 'application/geo+json' });
    // The XLSX library is written to in a worker: it never loads on the page.
    else blob = await runWorker<Blob>(new Worker(new URL('./batch-xlsx-worker.ts', import.meta.url), { type: 'module' }), escapedTable(input));
    downloadBlob(`${base}-addresses.${format}`, blob);
  };

  return (
    <div className="button-row" role="group" aria-label={t('batch.export')}>
      <button type="button" className="button" onClick={() => void exportAs('csv')}>
        {t('batch.exportCsv')}
      </button>
      <button type="button" className="button" onClick={() => void exportAs('xlsx')}>
        {t('batch.exportXlsx')}
      </button>
      <button type="button" className="button" onClick={() => void exportAs('geojson')}>
        {t('batch.exportGeoJson')}
      </button>
    </div>
  );
}
