import type { GeocodeResponse } from '../../../contract/geocode-schema';
import { useGeocodeT } from './use-geocode-t';
import type { LatLng } from '../../map/datum';
import { useAppStore } from '../../store/app-store';
import { useAppUrl } from '../../url/use-app-url';
import { formatDistance } from './format';
import { PanelSection } from './panel-section';
import { PoiList } from './poi-list';
import { CATEGORY_CHIPS, usePoiOptionsT } from './poi-options-messages';
import { firstLevelCategories, numberedPois } from './result-model';
import { useFirstPageForNewPoint, usePoiPages, type PoiPages } from './use-poi-pages';
import { POI_OPTION_RANGES } from '../../../contract/poi-options';

/** The radii offered, in metres (the server takes 1 to 5000). */
const RADII = [100, 200, 500, 1000, 2000, 5000];

/** The poi=1 switch (remembered), the radius, category chips asking the server, the list and "more". */
export function PoiSection({
  result,
  asked,
  point,
}: {
  result: GeocodeResponse | undefined;
  asked: boolean;
  point: LatLng;
}) {
  const t = useGeocodeT();
  const pt = usePoiOptionsT();
  const { navigate } = useAppUrl();
  const setPoiPreferred = useAppStore((s) => s.setPoiPreferred);
  const pages = usePoiPages(point, result);
  useFirstPageForNewPoint(point, pages);
  const { pois, total, loading, failed } = pages;

  const toggle = (on: boolean) => {
    setPoiPreferred(on);
    navigate({ poi: on }, 'replace');
  };
  const shown = numberedPois(pois);
  const canAskMore = pages.options.pages < POI_OPTION_RANGES.page_index[1] && shown.length < total;

  return (
    <PanelSection title={t('geo.section.pois')} className="geo-poi-section">
      <label className="geo-switch">
        <input type="checkbox" role="switch" checked={asked} onChange={(e) => toggle(e.target.checked)} />
        {t('geo.poi.toggle')}
      </label>
      {!asked ? (
        <p className="geo-muted">{t('geo.poi.off')}</p>
      ) : (
        <>
          <PoiTuning pages={pages} />
          {failed ? (
            <p className="geo-muted" role="alert">
              {pt('failed')}
            </p>
          ) : shown.length === 0 ? (
            <p className="geo-muted">{loading ? pt('loading') : t('geo.poi.none')}</p>
          ) : (
            <>
              <p className="geo-muted geo-poi-count" data-testid="poi-count">
                {pt('count', { count: total, shown: shown.length })}
              </p>
              <PoiList pois={shown} />
              {canAskMore && (
                <button
                  type="button"
                  className="geo-poi-more"
                  disabled={loading}
                  // The lookup's own POIs are page 1 of the same list: "more" then asks pages 1 and 2.
                  onClick={() => pages.setOptions({ pages: pages.options.pages + 1 })}
                >
                  {loading ? pt('loading') : pt('more', { left: total - shown.length })}
                </button>
              )}
            </>
          )}
        </>
      )}
    </PanelSection>
  );
}

/** The radius select and the category chips; both are the server's to apply. */
function PoiTuning({ pages }: { pages: PoiPages }) {
  const pt = usePoiOptionsT();
  const language = useAppStore((s) => s.language);
  const { options, setOptions } = pages;
  const known = new Set(CATEGORY_CHIPS.map(([word]) => word));
  const extra = firstLevelCategories(pages.pois).filter((word) => !known.has(word));
  const chips: Array<[string, string]> = [
    ...CATEGORY_CHIPS.map(([word, en]): [string, string] => [word, language === 'en' ? en : word]),
    ...extra.map((word): [string, string] => [word, word]),
    ...options.categories
      .filter((w) => !known.has(w) && !extra.includes(w))
      .map((w): [string, string] => [w, w]),
  ];
  const toggle = (word: string) =>
    setOptions({
      categories: options.categories.includes(word)
        ? options.categories.filter((w) => w !== word)
        : [...options.categories, word],
    });
  const radii =
    options.radius === undefined || RADII.includes(options.radius)
      ? RADII
      : [...RADII, options.radius].sort((a, b) => a - b);

  return (
    <div className="geo-poi-toolbar">
      <label className="geo-poi-radius">
        {pt('radius')}
        <select
          value={options.radius ?? ''}
          onChange={(e) => setOptions({ radius: e.target.value ? Number(e.target.value) : undefined })}
        >
          <option value="">{pt('radiusDefault')}</option>
          {radii.map((metres) => (
            <option key={metres} value={metres}>
              {formatDistance(metres, language)}
            </option>
          ))}
        </select>
      </label>
      <div className="geo-poi-chips" role="group" aria-label={pt('categories')}>
        <button
          type="button"
          className="geo-poi-chip"
          aria-pressed={options.categories.length === 0}
          onClick={() => setOptions({ categories: [] })}
        >
          {pt('allCategories')}
        </button>
        {chips.map(([word, label]) => (
          <button
            key={word}
            type="button"
            className="geo-poi-chip"
            aria-pressed={options.categories.includes(word)}
            onClick={() => toggle(word)}
          >
            {label}
          </button>
        ))}
      </div>
    </div>
  );
}
