import { useId, useState } from 'react';
import { useT } from '../../i18n/use-t';
import { downloadBlob } from '../../lib/download';
import { writeTableFile } from '../../lib/table-file';
import { useAppStore } from '../../store/app-store';
import type { LookupEntry } from '../../store/history-slice';
import { ModalDialog } from '../../ui/modal-dialog';
import { navigateAppUrl } from '../../url/use-app-url';
import { entryTitle, filterHistory, formatWhen, shortCoordinates } from './history-filter';

/** The last lookups, newest first: search them, reopen one, export them all, or clear them. */
export function HistoryDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT();
  const searchId = useId();
  const lookups = useAppStore((s) => s.lookups);
  const clearLookups = useAppStore((s) => s.clearLookups);
  const [query, setQuery] = useState('');
  const shown = filterHistory(lookups, query);

  const reopen = (entry: LookupEntry) => {
    if (entry.kind === 'point')
      navigateAppUrl({ point: { lat: entry.lat, lng: entry.lng }, view: undefined, sel: undefined }, 'push');
    else navigateAppUrl({ cig: [entry.name] }, 'push');
    onClose();
  };

  const exportAs = async (format: 'csv' | 'geojson') => {
    const { historyTable, historyToGeoJson } = await import('./history-export');
    const file =
      format === 'csv'
        ? await writeTableFile('csv', historyTable(lookups))
        : new Blob([JSON.stringify(historyToGeoJson(lookups), null, 2)], { type: 'application/geo+json' });
    downloadBlob(`lookup-history.${format}`, file);
  };

  return (
    <ModalDialog open={open} title={t('history.title')} closeLabel={t('history.close')} onClose={onClose}>
      {lookups.length === 0 ? (
        <p>{t('history.empty')}</p>
      ) : (
        <>
          <label className="history-search" htmlFor={searchId}>
            {t('history.search')}
            <input
              id={searchId}
              type="search"
              value={query}
              autoComplete="off"
              onChange={(e) => setQuery(e.target.value)}
            />
          </label>
          {shown.length === 0 ? (
            <p role="status">{t('history.noMatch')}</p>
          ) : (
            <ol className="history-list" aria-label={t('history.title')}>
              {shown.map((entry) => (
                <li
                  key={`${entry.kind}-${entry.kind === 'point' ? `${entry.lat},${entry.lng}` : entry.name}`}
                >
                  <HistoryEntry entry={entry} onReopen={() => reopen(entry)} />
                </li>
              ))}
            </ol>
          )}
        </>
      )}
      <div className="button-row">
        <button
          type="button"
          className="button"
          disabled={lookups.length === 0}
          onClick={() => void exportAs('csv')}
        >
          {t('history.exportCsv')}
        </button>
        <button
          type="button"
          className="button"
          disabled={lookups.length === 0}
          onClick={() => void exportAs('geojson')}
        >
          {t('history.exportGeoJson')}
        </button>
        <button type="button" className="button" disabled={lookups.length === 0} onClick={clearLookups}>
          {t('history.clear')}
        </button>
      </div>
    </ModalDialog>
  );
}

/** One entry: what (POI and address, or name), where (short coordinates), when. Its name is its visible text. */
function HistoryEntry({ entry, onReopen }: { entry: LookupEntry; onReopen: () => void }) {
  const t = useT();
  const language = useAppStore((s) => s.language);
  const point = entry.kind === 'point';
  return (
    <button type="button" className="history-entry" onClick={onReopen}>
      <span className="history-kind">{t(point ? 'history.point' : 'history.cigarette')}</span>
      <span className="history-what">{entryTitle(entry, t('history.noAddress'))}</span>
      <span className="history-meta">
        {point && <span className="history-coords">{shortCoordinates(entry)}</span>}
        <time dateTime={entry.at}>{formatWhen(entry.at, language)}</time>
      </span>
    </button>
  );
}
