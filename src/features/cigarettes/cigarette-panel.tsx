import { useCallback, useState } from 'react';
import { normaliseCigaretteName } from '../../../common/cigarette-name';
import { MAX_CARDS } from '../../url/app-url';
import { useAppUrl } from '../../url/use-app-url';
import { CardList, type Missing } from './card-list';
import { NotFoundNotices } from './not-found-notices';
import { RecentSearches } from './recent-searches';
import { SearchForm } from './search-form';
import './cigarettes.css';

/** Look a cigarette up by name and see its card; add up to three to compare. The cards shown live in the URL (`cig`). */
export function CigarettePanel() {
  const [text, setText] = useState('');
  const [missing, setMissing] = useState<Missing[]>([]);
  const { state, navigate } = useAppUrl();
  const names = state.cig;

  const show = (name: string) => {
    setMissing([]);
    navigate({ cig: [name] }, 'push');
  };
  const add = (name: string) => {
    const key = normaliseCigaretteName(name);
    if (names.some((n) => normaliseCigaretteName(n) === key) || names.length >= MAX_CARDS) return;
    setMissing([]);
    navigate({ cig: [...names, name] }, 'push');
  };
  // A name not found leaves the URL without a new history entry: it neither keeps a slot nor reopens with a link.
  const onNotFound = useCallback(
    (gone: Missing[]) => {
      setMissing(gone);
      navigate({ cig: names.filter((name) => !gone.some((m) => m.name === name)) }, 'replace');
    },
    [names, navigate],
  );

  return (
    <div className="cig-panel">
      <SearchForm
        text={text}
        onTextChange={setText}
        onShow={show}
        onAdd={add}
        canAdd={names.length < MAX_CARDS}
      />
      <RecentSearches
        onPick={(name) => {
          setText(name);
          show(name);
        }}
      />
      <NotFoundNotices
        missing={missing}
        onPick={add}
        onDismiss={(name) => setMissing((all) => all.filter((m) => m.name !== name))}
      />
      <CardList names={names} onChange={(next) => navigate({ cig: next }, 'push')} onNotFound={onNotFound} />
    </div>
  );
}
