import type { GeocodeResponse } from '../../contract/geocode-schema';
import { useT } from '../../i18n/use-t';
import { useAppStore } from '../../store/app-store';
import { useAppUrl } from '../../url/use-app-url';
import { PanelSection } from './panel-section';
import { PoiList } from './poi-list';
import { firstLevelCategories, numberedPois } from './result-model';

/** The poi=1 switch (remembered), the category filter and the list. */
export function PoiSection({ result, asked }: { result: GeocodeResponse | undefined; asked: boolean }) {
  const t = useT();
  const { navigate } = useAppUrl();
  const setPoiPreferred = useAppStore((s) => s.setPoiPreferred);
  const category = useAppStore((s) => s.poiCategory);
  const setCategory = useAppStore((s) => s.setPoiCategory);
  const categories = firstLevelCategories(result);
  const activeCategory = categories.includes(category) ? category : '';
  const pois = numberedPois(result, activeCategory);
  const total = result?.data?.pois?.length ?? 0;

  const toggle = (on: boolean) => {
    setPoiPreferred(on);
    navigate({ poi: on }, 'replace');
  };

  return (
    <PanelSection title={t('geo.section.pois')} className="geo-poi-section">
      <label className="geo-switch">
        <input type="checkbox" role="switch" checked={asked} onChange={(e) => toggle(e.target.checked)} />
        {t('geo.poi.toggle')}
      </label>
      {!asked ? (
        <p className="geo-muted">{t('geo.poi.off')}</p>
      ) : total === 0 ? (
        <p className="geo-muted">{t('geo.poi.none')}</p>
      ) : (
        <>
          <div className="geo-poi-toolbar">
            <select
              aria-label={t('geo.poi.filter')}
              value={activeCategory}
              onChange={(e) => setCategory(e.target.value)}
            >
              <option value="">{t('geo.poi.all')}</option>
              {categories.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
            <span className="geo-muted">
              {t('geo.poi.count', { count: result?.data?.poi_count ?? total, shown: pois.length })}
            </span>
          </div>
          <PoiList pois={pois} />
        </>
      )}
    </PanelSection>
  );
}
