import { useT } from '../../i18n/use-t';
import { useAppStore } from '../../store/app-store';

/** Names looked up on this device; one click shows the card again. */
export function RecentSearches({ onPick }: { onPick: (name: string) => void }) {
  const t = useT();
  const recent = useAppStore((s) => s.recentSearches);
  const clear = useAppStore((s) => s.clearRecentSearches);
  if (recent.length === 0) return null;
  return (
    <nav className="cig-recent" aria-label={t('cig.recent.label')}>
      <span className="cig-recent-label">{t('cig.recent.label')}</span>
      <ul>
        {recent.map((name) => (
          <li key={name}>
            <button type="button" onClick={() => onPick(name)}>
              {name}
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className="cig-recent-clear" onClick={clear}>
        {t('cig.recent.clear')}
      </button>
    </nav>
  );
}
