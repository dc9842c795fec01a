import { useQuery } from '@tanstack/react-query';
import { healthQueries } from '../api/health-queries';
import { useT } from '../i18n/use-t';
import { useAppStore } from '../store/app-store';

export function AppHeader() {
  const t = useT();
  const language = useAppStore((s) => s.language);
  const setLanguage = useAppStore((s) => s.setLanguage);
  const health = useQuery(healthQueries.current());
  const provider = health.data ? t(`app.provider.${health.data.provider}`) : t('app.provider.unknown');

  return (
    <header className="app-header">
      <h1 className="app-title">{t('app.title')}</h1>
      <span className="provider-badge" data-testid="provider">
        {t('app.provider')}: {provider}
      </span>
      <button
        type="button"
        className="language-switch"
        aria-label={t('app.languageLabel')}
        onClick={() => setLanguage(language === 'zh' ? 'en' : 'zh')}
      >
        {t('app.language')}
      </button>
    </header>
  );
}
