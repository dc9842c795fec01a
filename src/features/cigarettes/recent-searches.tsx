import { useT } from '../../i18n/use-t';
import { useAppStore } from '../../store/app-store';
import { NameButtons } from './name-buttons';

/** Names looked up on this device; one click shows the card again. */
export function RecentSearches({ onPick }: { onPick: (name: string) => void }) {
  const t = useT();
  const recent = useAppStore((s) => s.recentSearches);
  const clear = useAppStore((s) => s.clearRecentSearches);
  if (recent.length === 0) return null;
  return (
    <nav className="cig-recent" aria-label={t('cig.recent.label')}>
      <span className="cig-recent-label">{t('cig.recent.label')}</span>
      <NameButtons names={recent} onPick={onPick} />
      <button type="button" className="cig-recent-clear" onClick={clear}>
        {t('cig.recent.clear')}
      </button>
    </nav>
  );
}
