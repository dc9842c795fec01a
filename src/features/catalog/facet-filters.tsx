import { useEffect, useId, useRef, useState } from 'react';
import { BROWSE_FACETS, type Browse, type BrowseFacet } from '../../../contract/cigarette-browse-schema';
import { formatCount } from '../../lib/format-number';
import { useAppStore } from '../../store/app-store';
import { useCatalogT } from './use-catalog-t';
import type { CatalogState } from './catalog-url';
import { PriceRange } from './price-range';

interface Props {
  state: CatalogState;
  facets: Browse['facets'] | undefined;
  onChange: (patch: Partial<CatalogState>, mode?: 'push' | 'replace') => void;
}

/** Text that follows the URL (back/forward) and writes to it once typing pauses. */
function useSettledText(value: string, write: (text: string) => void) {
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    setSeen(value);
    setText(value);
  }
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const change = (next: string) => {
    setText(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => write(next), 400);
  };
  return [text, change] as const;
}

function Facet({
  facet,
  state,
  counts,
  onChange,
}: {
  facet: BrowseFacet;
  state: CatalogState;
  counts: Browse['facets'][BrowseFacet];
  onChange: Props['onChange'];
}) {
  const t = useCatalogT();
  const language = useAppStore((s) => s.language);
  const chosen = state.facets[facet];
  // A chosen value the answer no longer counts stays listed, so it can be unticked.
  const shown = [
    ...counts,
    ...chosen.filter((value) => !counts.some((c) => c.value === value)).map((value) => ({ value, count: 0 })),
  ];
  if (shown.length === 0) return null;
  const toggle = (value: string) => {
    const next = chosen.includes(value) ? chosen.filter((v) => v !== value) : [...chosen, value];
    onChange({ facets: { ...state.facets, [facet]: next } });
  };
  return (
    <fieldset className="catalog-facet">
      <legend>{t(`catalog.facet.${facet}`)}</legend>
      {shown.map(({ value, count }) => (
        <label key={value}>
          <input type="checkbox" checked={chosen.includes(value)} onChange={() => toggle(value)} />
          {t('catalog.facet.option', { value, count: formatCount(count, language) })}
        </label>
      ))}
    </fieldset>
  );
}

/** The text filter, the price range and a list of values with counts per facet. */
export function FacetFilters({ state, facets, onChange }: Props) {
  const t = useCatalogT();
  const ids = { text: useId() };
  const [text, setText] = useSettledText(state.q, (q) => onChange({ q }, 'replace'));
  return (
    <form
      className="catalog-filters"
      aria-label={t('catalog.filters')}
      onSubmit={(event) => event.preventDefault()}
    >
      <label htmlFor={ids.text}>{t('catalog.text')}</label>
      <input
        id={ids.text}
        type="search"
        value={text}
        placeholder={t('catalog.textPlaceholder')}
        onChange={(e) => setText(e.target.value)}
      />
      <PriceRange state={state} onChange={onChange} />
      {facets &&
        BROWSE_FACETS.map((facet) => (
          <Facet key={facet} facet={facet} state={state} counts={facets[facet]} onChange={onChange} />
        ))}
    </form>
  );
}
