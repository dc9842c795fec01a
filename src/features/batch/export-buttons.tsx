import { useT } from '../../i18n/use-t';
import { downloadBlob } from '../../lib/download';
import type { BatchJob } from './batch-job';
import { toCsv, toGeoJson, toXlsx } from './export-rows';
import { useAnswerTitles, useRowStatus } from './row-text';

/** CSV (BOM, formulas neutralised), XLSX and GeoJSON of the table as it stands. */
export function ExportButtons({ job }: { job: BatchJob }) {
  const t = useT();
  const answerTitles = useAnswerTitles();
  const statusText = useRowStatus(job);
  const base = job.stored.name.replace(/\.[^.]+$/, '') || 'batch';

  const exportAs = async (format: 'csv' | 'xlsx' | 'geojson') => {
    const input = { header: job.stored.header, rows: job.stored.rows, points: job.points, results: job.results, answerTitles, statusText };
    if (format === 'csv') downloadBlob(`${base}-addresses.csv`, new Blob([toCsv(input)], { type: 'text/csv;charset=utf-8' }));
    else if (format === 'xlsx') downloadBlob(`${base}-addresses.xlsx`, await toXlsx(input));
    else downloadBlob(`${base}-addresses.geojson`, new Blob([JSON.stringify(toGeoJson(input))], { type: 'application/geo+json' }));
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
