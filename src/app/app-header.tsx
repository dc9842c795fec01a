import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { healthQueries } from '../api/health-queries';
import { useT } from '../i18n/use-t';
import { useAppStore } from '../store/app-store';
import { useMediaQuery } from '../ui/use-media-query';
import { HeaderMenu } from './header-menu';
import { routeLink, useRoute } from './use-route';

// Loaded when first opened: they are not needed for the first paint (bundle budget).
const ShareDialog = lazy(() =>
  import('../features/share/share-dialog').then((m) => ({ default: m.ShareDialog })),
);
const HistoryDialog = lazy(() =>
  import('../features/history/history-dialog').then((m) => ({ default: m.HistoryDialog })),
);
const SettingsDialog = lazy(() =>
  import('../features/settings/settings-dialog').then((m) => ({ default: m.SettingsDialog })),
);

/** The links to the other pages, in this order. */
const PAGE_LINKS = [
  ['map', 'app.backToMap'],
  ['batch', 'app.batch'],
  ['catalog', 'app.catalog'],
] as const;

/** Where the header's layout turns to the phone's (app.css). */
const PHONE = '(max-width: 767px)';

type OpenDialog = 'share' | 'history' | 'settings' | undefined;

export function AppHeader() {
  const t = useT();
  const language = useAppStore((s) => s.language);
  const setLanguage = useAppStore((s) => s.setLanguage);
  const health = useQuery(healthQueries.current());
  const provider = health.data ? t(`app.provider.${health.data.provider}`) : t('app.provider.unknown');
  const [dialog, setDialog] = useState<OpenDialog>();
  const close = () => setDialog(undefined);
  const route = useRoute();
  // On a phone the page links stay in view; the rest wait behind one button (at 320–390 px they do not fit).
  const phone = useMediaQuery(PHONE);
  const actions = (
    <>
      <button type="button" className="header-button" onClick={() => setDialog('share')}>
        {t('share.open')}
      </button>
      <button type="button" className="header-button" onClick={() => setDialog('history')}>
        {t('history.open')}
      </button>
      <button type="button" className="header-button" onClick={() => setDialog('settings')}>
        {t('settings.open')}
      </button>
      {/* Named by its visible text (the other language's name, in that language); the title says what it does. */}
      <button
        type="button"
        className="header-button"
        lang={language === 'zh' ? 'en' : 'zh-CN'}
        title={t('app.languageLabel')}
        onClick={() => setLanguage(language === 'zh' ? 'en' : 'zh')}
      >
        {t('app.language')}
      </button>
    </>
  );

  return (
    <header className="app-header">
      <h1 className="app-title">{t('app.title')}</h1>
      <span className="provider-badge" data-testid="provider">
        {t('app.provider')}: {provider}
      </span>
      <nav className="header-actions">
        {PAGE_LINKS.filter(([to]) => to !== route).map(([to, label]) => (
          <a key={to} className="header-button" {...routeLink(to)}>
            {t(label)}
          </a>
        ))}
        {phone ? <HeaderMenu label={t('app.more')}>{actions}</HeaderMenu> : actions}
      </nav>
      <Suspense fallback={null}>
        {dialog === 'share' ? <ShareDialog open onClose={close} /> : null}
        {dialog === 'history' ? <HistoryDialog open onClose={close} /> : null}
        {dialog === 'settings' ? <SettingsDialog open onClose={close} /> : null}
      </Suspense>
    </header>
  );
}
