import { useCallback, useSyncExternalStore } from 'react';
import { setUrlSearch, subscribeToUrl } from '../../url/use-app-url';
import {
  BROWSE_FACETS,
  BROWSE_SORTS,
  type BrowseFacet,
  type BrowseSort,
} from '../../contract/cigarette-browse-schema';

/**
 * The catalog view's state lives in its URL, under the browse endpoint's own parameter
 * names (/cigarettes?type=烤烟型&sort=-overall_score&page=2), so the page's query is the
 * API's query. Other parameters (the compared cards, `cig`) are kept as they are.
 */
export interface CatalogState {
  q: string;
  facets: Record<BrowseFacet, string[]>;
  price_min: string;
  price_max: string;
  sort: BrowseSort;
  page: number;
}

const OWN = new Set<string>(['q', 'price_min', 'price_max', 'sort', 'page', ...BROWSE_FACETS]);
const isSort = (value: string | null): value is BrowseSort => BROWSE_SORTS.includes(value as BrowseSort);

export function parseCatalogUrl(search: string): CatalogState {
  const params = new URLSearchParams(search);
  const page = Number(params.get('page'));
  const sort = params.get('sort');
  return {
    q: params.get('q') ?? '',
    facets: Object.fromEntries(
      BROWSE_FACETS.map((facet) => [facet, params.getAll(facet)]),
    ) as CatalogState['facets'],
    price_min: params.get('price_min') ?? '',
    price_max: params.get('price_max') ?? '',
    sort: isSort(sort) ? sort : 'name',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The browse endpoint's query for a state: only what differs from the defaults. */
export function browseQuery(state: CatalogState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.q.trim()) params.set('q', state.q.trim());
  for (const facet of BROWSE_FACETS) for (const value of state.facets[facet]) params.append(facet, value);
  if (state.price_min.trim()) params.set('price_min', state.price_min.trim());
  if (state.price_max.trim()) params.set('price_max', state.price_max.trim());
  if (state.sort !== 'name') params.set('sort', state.sort);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/** The whole query string of the page: the state, then the parameters it does not own, as they were. */
export function writeCatalogUrl(state: CatalogState, search: string): string {
  const params = browseQuery(state);
  for (const [key, value] of new URLSearchParams(search)) if (!OWN.has(key)) params.append(key, value);
  const text = params.toString();
  return text ? `?${text}` : '';
}

export const hasFilters = (state: CatalogState) =>
  Boolean(state.q.trim() || state.price_min.trim() || state.price_max.trim()) ||
  BROWSE_FACETS.some((facet) => state.facets[facet].length > 0);

/** The state's filters, all cleared (the sort is kept). */
export const NO_FILTERS: Partial<CatalogState> = {
  q: '',
  price_min: '',
  price_max: '',
  facets: Object.fromEntries(BROWSE_FACETS.map((facet) => [facet, []])) as unknown as CatalogState['facets'],
};

/** The state read from the URL (re-read on back/forward) and a function that changes it. */
export function useCatalogUrl() {
  const search = useSyncExternalStore(subscribeToUrl, () => window.location.search);
  const navigate = useCallback((patch: Partial<CatalogState>, mode: 'push' | 'replace' = 'push') => {
    const current = parseCatalogUrl(window.location.search);
    // A change of filter or sort goes back to the first page.
    const next = { ...current, page: 1, ...patch };
    const search = writeCatalogUrl(next, window.location.search);
    if (search !== window.location.search) setUrlSearch(search, mode);
  }, []);
  return { search, state: parseCatalogUrl(search), navigate };
}
