import { useMemo, useState } from 'react';
import { useBatchT } from '../../i18n/use-batch-t';
import type { ParsedTable } from './parse-table';
import { readPoints, type ColumnMapping, type InputDatum } from './read-points';

const DATUMS: InputDatum[] = ['GCJ-02', 'WGS-84', 'BD-09'];
const PREVIEW_ROWS = 5;

export interface JobSettings {
  mapping: ColumnMapping;
  datum: InputDatum;
  poi: 0 | 1;
}

/** A preview of the first rows, the detected (editable) coordinate columns, the datum and POI option. */
export function MappingForm({ table, onStart, onBack }: { table: ParsedTable; onStart: (settings: JobSettings) => void; onBack: () => void }) {
  const t = useBatchT();
  const detected = table.detected;
  const [mapping, setMapping] = useState<ColumnMapping>(detected ?? { kind: 'pair', lat: 0, lng: Math.min(1, table.header.length - 1) });
  const [datum, setDatum] = useState<InputDatum>('GCJ-02');
  const [poi, setPoi] = useState(false);
  const readable = useMemo(() => readPoints(table.rows, mapping, datum).points.length, [table, mapping, datum]);

  const columnSelect = (label: string, value: number, onChange: (column: number) => void) => (
    <label className="batch-field">
      {label}
      <select value={value} onChange={(event) => onChange(Number(event.target.value))}>
        {table.header.map((name, column) => (
          <option key={column} value={column}>
            {name}
          </option>
        ))}
      </select>
    </label>
  );

  return (
    <form
      className="batch-mapping"
      onSubmit={(event) => {
        event.preventDefault();
        onStart({ mapping, datum, poi: poi ? 1 : 0 });
      }}
    >
      <h3>{t('batch.preview')} · {t('batch.rows', { count: table.rows.length })}</h3>
      <div className="batch-preview-wrap">
        <table className="batch-preview">
          <thead>
            <tr>
              {table.header.map((name, column) => (
                <th key={column}>{name}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.slice(0, PREVIEW_ROWS).map((row, index) => (
              <tr key={index}>
                {table.header.map((_, column) => (
                  <td key={column}>{row[column] ?? ''}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <fieldset>
        <legend>{t('batch.mapping')}</legend>
        {detected ? null : <p role="status">{t('batch.notDetected')}</p>}
        <label className="batch-field">
          <input type="radio" name="mapping-kind" checked={mapping.kind === 'pair'} onChange={() => setMapping({ kind: 'pair', lat: 0, lng: Math.min(1, table.header.length - 1) })} />
          {t('batch.mapping.pair')}
        </label>
        <label className="batch-field">
          <input type="radio" name="mapping-kind" checked={mapping.kind === 'combined'} onChange={() => setMapping({ kind: 'combined', column: 0 })} />
          {t('batch.mapping.combined')}
        </label>
        {mapping.kind === 'pair' ? (
          <>
            {columnSelect(t('batch.latColumn'), mapping.lat, (lat) => setMapping({ ...mapping, lat }))}
            {columnSelect(t('batch.lngColumn'), mapping.lng, (lng) => setMapping({ ...mapping, lng }))}
          </>
        ) : (
          columnSelect(t('batch.combinedColumn'), mapping.column, (column) => setMapping({ kind: 'combined', column }))
        )}
      </fieldset>
      <label className="batch-field">
        {t('batch.datum')}
        <select value={datum} onChange={(event) => setDatum(event.target.value as InputDatum)}>
          {DATUMS.map((value) => (
            <option key={value} value={value}>
              {t(`batch.datum.${value}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="batch-field">
        <input type="checkbox" checked={poi} onChange={(event) => setPoi(event.target.checked)} />
        {t('batch.poi')}
      </label>
      <div className="button-row">
        <button type="submit" className="button button-primary" disabled={readable === 0}>
          {t('batch.start', { count: readable })}
        </button>
        <button type="button" className="button" onClick={onBack}>
          {t('batch.startOver')}
        </button>
      </div>
    </form>
  );
}
