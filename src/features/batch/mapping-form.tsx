import { useId, useMemo, useState } from 'react';
import { useBatchT } from './use-batch-t';
import type { JobInput } from './local/job-store';
import type { ParsedTable } from './input/parse-table';
import { PreviewTable } from './preview-table';
import { readNames } from './input/read-names';
import type { ColumnMapping, InputDatum } from '../../../common/read-point';
import { readPoints } from './input/read-points';
import { SERVER_JOB_ROWS } from './server-job/server-job-rows';

const DATUMS: InputDatum[] = ['GCJ-02', 'WGS-84', 'BD-09'];

/**
 * A preview of the first rows, what the file holds (points, or cigarette names:
 * coordinates found in the header win), the detected (editable) columns, and for
 * points the datum and POI option.
 */
export function MappingForm({
  table,
  onStart,
  onBack,
  busy = false,
}: {
  table: ParsedTable;
  /** `onServer`: uploaded as a server job rather than run by this tab. */
  onStart: (input: JobInput, onServer: boolean) => void;
  onBack: () => void;
  /** A server job is being submitted (the form waits). */
  busy?: boolean;
}) {
  const t = useBatchT();
  const { detected, detectedName } = table;
  const [kind, setKind] = useState<JobInput['kind']>(
    !detected && detectedName !== undefined ? 'names' : 'points',
  );
  const [mapping, setMapping] = useState<ColumnMapping>(
    detected ?? { kind: 'pair', lat: 0, lng: Math.min(1, table.header.length - 1) },
  );
  const [nameColumn, setNameColumn] = useState(detectedName ?? 0);
  const [datum, setDatum] = useState<InputDatum>('GCJ-02');
  const [poi, setPoi] = useState(false);
  const hintId = useId();
  const big = table.rows.length > SERVER_JOB_ROWS;
  const [server, setServer] = useState(big);
  const readable = useMemo(
    () =>
      (kind === 'names'
        ? readNames(table.rows, nameColumn).names
        : readPoints(table.rows, mapping, datum).points
      ).length,
    [table, kind, nameColumn, mapping, datum],
  );

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
  const radio = (name: string, checked: boolean, onChange: () => void, label: string) => (
    <label className="batch-field">
      <input type="radio" name={name} checked={checked} onChange={onChange} />
      {label}
    </label>
  );

  const pointFields = (
    <>
      <fieldset>
        <legend>{t('batch.mapping')}</legend>
        {detected ? null : <p role="status">{t('batch.notDetected')}</p>}
        {radio(
          'mapping-kind',
          mapping.kind === 'pair',
          () => setMapping({ kind: 'pair', lat: 0, lng: Math.min(1, table.header.length - 1) }),
          t('batch.mapping.pair'),
        )}
        {radio(
          'mapping-kind',
          mapping.kind === 'combined',
          () => setMapping({ kind: 'combined', column: 0 }),
          t('batch.mapping.combined'),
        )}
        {mapping.kind === 'pair' ? (
          <>
            {columnSelect(t('batch.latColumn'), mapping.lat, (lat) => setMapping({ ...mapping, lat }))}
            {columnSelect(t('batch.lngColumn'), mapping.lng, (lng) => setMapping({ ...mapping, lng }))}
          </>
        ) : (
          <>
            {columnSelect(t('batch.combinedColumn'), mapping.column, (column) =>
              setMapping({ ...mapping, column }),
            )}
            <label className="batch-field">
              {t('batch.order')}
              <select
                value={mapping.lngFirst ? 'lng' : 'lat'}
                onChange={(event) => setMapping({ ...mapping, lngFirst: event.target.value === 'lng' })}
              >
                <option value="lat">{t('batch.order.latFirst')}</option>
                <option value="lng">{t('batch.order.lngFirst')}</option>
              </select>
            </label>
          </>
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
    </>
  );

  return (
    <form
      className="batch-mapping"
      onSubmit={(event) => {
        event.preventDefault();
        onStart(
          kind === 'names' ? { kind, column: nameColumn } : { kind, mapping, datum, poi: poi ? 1 : 0 },
          big || server,
        );
      }}
    >
      <h3>
        {t('batch.preview')} · {t('batch.rows', { count: table.rows.length })}
      </h3>
      <PreviewTable table={table} />
      <fieldset>
        <legend>{t('batch.kind')}</legend>
        {radio('batch-kind', kind === 'points', () => setKind('points'), t('batch.kind.points'))}
        {radio('batch-kind', kind === 'names', () => setKind('names'), t('batch.kind.names'))}
        {kind === 'names' && detectedName === undefined ? (
          <p role="status">{t('batch.nameNotDetected')}</p>
        ) : null}
        {kind === 'names' ? columnSelect(t('batch.nameColumn'), nameColumn, setNameColumn) : null}
      </fieldset>
      {kind === 'points' ? pointFields : null}
      <label className="batch-field">
        <input
          type="checkbox"
          checked={big || server}
          disabled={big}
          aria-describedby={hintId}
          onChange={(event) => setServer(event.target.checked)}
        />
        {t('batch.server.run')}
      </label>
      <p id={hintId} className="batch-hint">
        {big ? `${t('batch.server.forced', { count: SERVER_JOB_ROWS })} ` : ''}
        {t('batch.server.runHint')}
      </p>
      <div className="button-row">
        <button type="submit" className="button button-primary" disabled={readable === 0 || busy}>
          {kind === 'names'
            ? t('batch.startNames', { count: readable })
            : t('batch.start', { count: readable })}
        </button>
        <button type="button" className="button" onClick={onBack}>
          {t('batch.startOver')}
        </button>
      </div>
    </form>
  );
}
