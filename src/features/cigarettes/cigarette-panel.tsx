import { useState } from 'react';
import { normaliseCigaretteName } from '../../api/cigarette-name';
import { MAX_CARDS } from '../../url/app-url';
import { useAppUrl } from '../../url/use-app-url';
import { CardList } from './card-list';
import { RecentSearches } from './recent-searches';
import { SearchForm } from './search-form';
import './cigarettes.css';

/** Look a cigarette up by name and see its card; add up to three to compare. The cards shown live in the URL (`cig`). */
export function CigarettePanel() {
  const [text, setText] = useState('');
  const { state, navigate } = useAppUrl();
  const names = state.cig;

  const show = (name: string) => navigate({ cig: [name] }, 'push');
  const add = (name: string) => {
    const key = normaliseCigaretteName(name);
    if (names.some((n) => normaliseCigaretteName(n) === key) || names.length >= MAX_CARDS) return;
    navigate({ cig: [...names, name] }, 'push');
  };

  return (
    <div className="cig-panel">
      <SearchForm text={text} onTextChange={setText} onShow={show} onAdd={add} canAdd={names.length < MAX_CARDS} />
      <RecentSearches
        onPick={(name) => {
          setText(name);
          show(name);
        }}
      />
      <CardList names={names} onChange={(next) => navigate({ cig: next }, 'push')} />
    </div>
  );
}
