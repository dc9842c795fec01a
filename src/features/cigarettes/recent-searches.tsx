import { useShallow } from 'zustand/react/shallow';
import { useT } from '../../i18n/use-t';
import { useAppStore } from '../../store/app-store';
import { NameButtons } from './name-buttons';

const MAX_RECENT_SEARCHES = 8;

/** The newest cigarette lookups of the history (one list with it); one click shows the card again. */
export function RecentSearches({ onPick }: { onPick: (name: string) => void }) {
  const t = useT();
  const recent = useAppStore(
    useShallow((s) =>
      s.lookups
        .flatMap((entry) => (entry.kind === 'cigarette' ? [entry.name] : []))
        .slice(0, MAX_RECENT_SEARCHES),
    ),
  );
  const clear = useAppStore((s) => s.clearCigaretteLookups);
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
