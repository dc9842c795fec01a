import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { healthQueries } from '../api/health-queries';
import { HistoryDialog } from '../features/history/history-dialog';
import { ShareDialog } from '../features/share/share-dialog';
import { SettingsDialog } from '../features/settings/settings-dialog';
import { useT } from '../i18n/use-t';
import { useAppStore } from '../store/app-store';

type OpenDialog = 'share' | 'history' | 'settings' | undefined;

export function AppHeader() {
  const t = useT();
  const language = useAppStore((s) => s.language);
  const setLanguage = useAppStore((s) => s.setLanguage);
  const health = useQuery(healthQueries.current());
  const provider = health.data ? t(`app.provider.${health.data.provider}`) : t('app.provider.unknown');
  const [dialog, setDialog] = useState<OpenDialog>();
  const close = () => setDialog(undefined);

  return (
    <header className="app-header">
      <h1 className="app-title">{t('app.title')}</h1>
      <span className="provider-badge" data-testid="provider">
        {t('app.provider')}: {provider}
      </span>
      <nav className="header-actions">
        <button type="button" className="header-button" onClick={() => setDialog('share')}>
          {t('share.open')}
        </button>
        <button type="button" className="header-button" onClick={() => setDialog('history')}>
          {t('history.open')}
        </button>
        <button type="button" className="header-button" onClick={() => setDialog('settings')}>
          {t('settings.open')}
        </button>
        <button
          type="button"
          className="header-button"
          aria-label={t('app.languageLabel')}
          onClick={() => setLanguage(language === 'zh' ? 'en' : 'zh')}
        >
          {t('app.language')}
        </button>
      </nav>
      <ShareDialog open={dialog === 'share'} onClose={close} />
      <HistoryDialog open={dialog === 'history'} onClose={close} />
      <SettingsDialog open={dialog === 'settings'} onClose={close} />
    </header>
  );
}
