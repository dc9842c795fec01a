import { lazy, Suspense, useEffect } from 'react';
import { useT } from '../i18n/use-t';
import { useAppStore } from '../store/app-store';
import { BottomSheet } from '../ui/bottom-sheet';
import { LazyAddressPanel } from '../features/geocode/lazy-address-panel';
import { useCurrentJobKind } from '../features/batch/local/current-job';
import { LazyGeocodeMap } from '../features/geocode/lazy-geocode-map';
import { AppEffects } from './app-effects';
import { AppHeader } from './app-header';
import { useRoute } from './use-route';

// Loaded beside MapLibre rather than before it (budget: ≤100 KB gzip of JS before the map starts).
const CigarettePanel = lazy(() =>
  import('../features/cigarettes/cigarette-panel').then((m) => ({ default: m.CigarettePanel })),
);
const PlaceSearchBox = lazy(() =>
  import('../features/place-search/place-search-box').then((m) => ({ default: m.PlaceSearchBox })),
);

// Its own lazy chunk (the view, and its points drawn inside the map): nothing of it loads on the map page.
const batchChunk = () => import('../features/batch/batch-view');
const BatchView = lazy(() => batchChunk().then((m) => ({ default: m.BatchView })));
const BatchPoints = lazy(() => batchChunk().then((m) => ({ default: m.BatchPoints })));

// The catalog view and the compare view, each in a chunk of its own: nothing of them loads on the map page.
const CigarettePages = lazy(() => import('./cigarette-pages').then((m) => ({ default: m.CigarettePages })));

/** The layout: header, the map filling the main area, and the side panels (a bottom sheet on phones). */
export function App() {
  const t = useT();
  const language = useAppStore((s) => s.language);
  const route = useRoute();
  // A batch of cigarette names has no points: no map, and the cigarette panel shows the selected row's record.
  const namesBatch = useCurrentJobKind() === 'names' && route === 'batch';
  useEffect(() => {
    document.documentElement.lang = language === 'zh' ? 'zh-CN' : 'en';
  }, [language]);

  return (
    <div className="app">
      <AppHeader />
      <AppEffects />
      {route === 'catalog' || route === 'compare' ? (
        <main className="app-main">
          <Suspense fallback={null}>
            <CigarettePages route={route} />
          </Suspense>
        </main>
      ) : (
        <main
          className={
            route === 'batch' ? `app-main app-main-batch${namesBatch ? ' app-main-names' : ''}` : 'app-main'
          }
        >
          {route === 'batch' ? (
            <section className="batch-region" aria-label={t('app.batchRegion')}>
              <Suspense fallback={null}>
                <BatchView />
              </Suspense>
            </section>
          ) : null}
          {/* The same map on both routes (kept, not made again): on /batch it shows the rows' points. */}
          <section className="map-region" aria-label={t('app.mapRegion')} hidden={namesBatch}>
            <LazyGeocodeMap>
              {route === 'batch' ? (
                <Suspense fallback={null}>
                  <BatchPoints />
                </Suspense>
              ) : null}
            </LazyGeocodeMap>
            {route === 'map' ? (
              <Suspense fallback={null}>
                <PlaceSearchBox />
              </Suspense>
            ) : null}
          </section>
          <BottomSheet
            handleLabel={(snap) => t('sheet.handle', { state: t(`sheet.${snap}`) })}
            handleHint={t('sheet.hint')}
          >
            {namesBatch ? null : (
              <section className="panel" aria-label={t('app.addressPanel')}>
                <h2>{t('app.addressPanel')}</h2>
                <LazyAddressPanel />
              </section>
            )}
            {route === 'map' || namesBatch ? (
              <section className="panel" aria-label={t('app.cigarettePanel')}>
                <h2>{t('app.cigarettePanel')}</h2>
                <Suspense fallback={null}>
                  <CigarettePanel />
                </Suspense>
              </section>
            ) : null}
          </BottomSheet>
        </main>
      )}
    </div>
  );
}
