import { useGeocodeT } from './use-geocode-t';
import { useAppStore } from '../../store/app-store';
import { CopyButton } from './copy-button';
import { formatBearing } from './format';
import { PanelSection } from './panel-section';
import type { PresentReference } from './result-model';

/** One row per address_reference member present: label, title, direction and distance. */
export function ReferenceList({ references }: { references: PresentReference[] }) {
  const t = useGeocodeT();
  const language = useAppStore((s) => s.language);
  return (
    <PanelSection title={t('geo.section.references')}>
      {references.length === 0 ? (
        <p className="geo-muted">{t('geo.ref.none')}</p>
      ) : (
        <ul className="geo-reference-list">
          {references.map(({ kind, place }) => {
            const bearing = formatBearing(place._dir_desc, place._distance, language);
            return (
              <li key={kind} className="geo-reference" data-kind={kind}>
                <span className="geo-reference-kind">{t(`geo.ref.${kind}`)}</span>
                <span className="geo-reference-title">
                  {place.title ? (
                    place.title
                  ) : (
                    <span className="geo-value-missing">{t('geo.ref.untitled')}</span>
                  )}
                </span>
                <span className="geo-reference-bearing">{bearing}</span>
                {place.title ? <CopyButton value={place.title} label={t(`geo.ref.${kind}`)} /> : null}
              </li>
            );
          })}
        </ul>
      )}
    </PanelSection>
  );
}
