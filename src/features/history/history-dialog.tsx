import { useT } from '../../i18n/use-t';
import { useAppStore } from '../../store/app-store';
import type { LookupEntry } from '../../store/history-slice';
import { ModalDialog } from '../../ui/modal-dialog';
import { navigateAppUrl } from '../../url/use-app-url';

/** The last lookups, newest first: reopen one, export them all, or clear them. */
export function HistoryDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT();
  const lookups = useAppStore((s) => s.lookups);
  const clearLookups = useAppStore((s) => s.clearLookups);

  const reopen = (entry: LookupEntry) => {
    if (entry.kind === 'point') navigateAppUrl({ point: { lat: entry.lat, lng: entry.lng }, view: undefined, sel: undefined }, 'push');
    else navigateAppUrl({ cig: [entry.name] }, 'push');
    onClose();
  };

  const exportAs = async (format: 'csv' | 'geojson') => {
    const { downloadText, historyToCsv, historyToGeoJson } = await import('./history-export');
    if (format === 'csv') downloadText('lookup-history.csv', historyToCsv(lookups), 'text/csv;charset=utf-8');
    else downloadText('lookup-history.geojson', JSON.stringify(historyToGeoJson(lookups), null, 2), 'application/geo+json');
  };

  return (
    <ModalDialog open={open} title={t('history.title')} closeLabel={t('history.close')} onClose={onClose}>
      {lookups.length === 0 ? (
        <p>{t('history.empty')}</p>
      ) : (
        <ol className="history-list">
          {lookups.map((entry) => {
            const what = entry.kind === 'point' ? (entry.label ?? `${entry.lat.toFixed(6)}, ${entry.lng.toFixed(6)}`) : entry.name;
            return (
              <li key={`${entry.kind}-${entry.kind === 'point' ? `${entry.lat},${entry.lng}` : entry.name}`}>
                <button type="button" className="history-entry" aria-label={t('history.reopen', { what })} onClick={() => reopen(entry)}>
                  <span className="history-kind">{t(entry.kind === 'point' ? 'history.point' : 'history.cigarette')}</span>
                  <span className="history-what">{what}</span>
                  <time dateTime={entry.at}>{new Date(entry.at).toLocaleString()}</time>
                </button>
              </li>
            );
          })}
        </ol>
      )}
      <div className="button-row">
        <button type="button" className="button" disabled={lookups.length === 0} onClick={() => void exportAs('csv')}>
          {t('history.exportCsv')}
        </button>
        <button type="button" className="button" disabled={lookups.length === 0} onClick={() => void exportAs('geojson')}>
          {t('history.exportGeoJson')}
        </button>
        <button type="button" className="button" disabled={lookups.length === 0} onClick={clearLookups}>
          {t('history.clear')}
        </button>
      </div>
    </ModalDialog>
  );
}
