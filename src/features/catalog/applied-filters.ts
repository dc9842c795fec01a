import { BROWSE_FACETS } from '../../../contract/cigarette-browse-schema';
import type { CatalogState } from './catalog-url';
import { useCatalogT } from './use-catalog-t';

/** One applied filter: its words and the change that removes it. */
export type Chip = { key: string; label: string; remove: Partial<CatalogState> };

/** The filters a state applies, one chip each, with what removes it. */
export function useAppliedFilters(state: CatalogState): Chip[] {
  const t = useCatalogT();
  const chips: Chip[] = [];
  if (state.q.trim())
    chips.push({ key: 'q', label: t('catalog.chip.q', { q: state.q.trim() }), remove: { q: '' } });
  if (state.price_min || state.price_max)
    chips.push({
      key: 'price',
      label: t('catalog.chip.price', { min: state.price_min || '0', max: state.price_max || '∞' }),
      remove: { price_min: '', price_max: '' },
    });
  for (const facet of BROWSE_FACETS)
    for (const value of state.facets[facet])
      chips.push({
        key: `${facet}=${value}`,
        label: value,
        remove: { facets: { ...state.facets, [facet]: state.facets[facet].filter((v) => v !== value) } },
      });
  return chips;
}
