import { useId, useState, type FormEvent } from 'react';
import { useGeocodeT } from './use-geocode-t';
import { threeDatums, type LatLng } from '../../map/datum';
import { CopyButton } from './copy-button';
import { formatLatLng } from './format';
import { outOfRange, parsePoint } from './parse-point';
import { PanelSection } from './panel-section';

const DATUMS = ['GCJ-02', 'WGS-84', 'BD-09'] as const;

/** The queried point in three datums, and a box that takes a pasted point (GCJ-02) and asks for it. */
export function CoordinatesBox({
  point,
  onLookUp,
}: {
  point: LatLng | undefined;
  onLookUp: (point: LatLng) => void;
}) {
  const t = useGeocodeT();
  const inputId = useId();
  const [text, setText] = useState('');
  const [swapped, setSwapped] = useState(false);
  const parsed = parsePoint(text);
  const reading = parsed && (swapped ? { lat: parsed.lng, lng: parsed.lat } : parsed);
  const readingValid = reading && Math.abs(reading.lat) <= 90 && Math.abs(reading.lng) <= 180;
  const all = point ? threeDatums(point) : undefined;
  const problems = readingValid ? [] : outOfRange(text, reading);
  const invalid =
    problems.length === 0
      ? t('geo.coords.invalid')
      : t('geo.coords.outOfRange', {
          problems: problems
            .map(({ value, axis }) =>
              t(axis === 'lat' ? 'geo.coords.latRange' : 'geo.coords.lngRange', { value }),
            )
            .join(t('geo.coords.listJoin')),
        });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reading && readingValid) onLookUp({ lat: reading.lat, lng: reading.lng });
  };

  return (
    <PanelSection title={t('geo.section.coords')} className="geo-coords-section">
      {all && (
        <dl className="geo-datum-list" aria-label={t('geo.coords.clicked')}>
          {DATUMS.map((datum) => (
            <div key={datum} className="geo-field" data-field={`datum.${datum}`}>
              <dt>{datum}</dt>
              <dd>
                <span className="geo-value geo-mono">{formatLatLng(all[datum])}</span>
                <CopyButton value={formatLatLng(all[datum]).replace(' ', '')} label={datum} />
              </dd>
            </div>
          ))}
        </dl>
      )}
      <form className="geo-coords-form" onSubmit={submit}>
        <label htmlFor={inputId}>{t('geo.coords.input')}</label>
        <div className="geo-coords-row">
          <input
            id={inputId}
            value={text}
            inputMode="decimal"
            autoComplete="off"
            spellCheck={false}
            placeholder="39.915119,116.403963"
            aria-invalid={text.trim() !== '' && !readingValid}
            onChange={(e) => {
              setText(e.target.value);
              setSwapped(false);
            }}
          />
          <button type="button" onClick={() => setSwapped((s) => !s)} disabled={!parsed}>
            {t('geo.coords.swap')}
          </button>
          <button type="submit" disabled={!readingValid}>
            {t('geo.coords.go')}
          </button>
        </div>
        <p className="geo-muted" aria-live="polite">
          {text.trim() === ''
            ? ''
            : reading && readingValid
              ? `${t('geo.coords.reading', { lat: reading.lat, lng: reading.lng })}${parsed?.ambiguous && !swapped ? ` ${t('geo.coords.ambiguous')}` : ''}`
              : invalid}
        </p>
      </form>
    </PanelSection>
  );
}
