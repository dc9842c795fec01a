import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { decodableSearch } from '../../url/decodable-search';
import { setUrlSearch, subscribeToUrl } from '../../url/use-app-url';
import {
  BROWSE_FACETS,
  browseParamFields,
  facetValuesSchema,
  type BrowseFacet,
  type BrowseSort,
} from '../../../contract/cigarette-browse-schema';
import type { ZodMiniType } from 'zod/mini';
import type { DroppedParam } from '../../ui/dropped-notice';
import { priceProblem } from './price-check';

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
/** The parameters given at most once. */
type Single = 'q' | 'price_min' | 'price_max' | 'sort' | 'page';

/**
 * A link's state, each parameter read with the browse endpoint's own schema: one it would refuse
 * (a bad number, an unknown sort, a repeat, a price range out of order) or cannot decode (value '')
 * is dropped and listed, and the rest of the link loads. What is kept is what the endpoint accepts.
 */
export function readCatalogUrl(search: string): { state: CatalogState; dropped: DroppedParam[] } {
  const { params, undecodable } = decodableSearch(search);
  const dropped: DroppedParam[] = undecodable
    .filter((key) => OWN.has(key))
    .map((param) => ({ param, value: '' }));
  const read = <T>(key: Single, schema: ZodMiniType<T, string | undefined>): T => {
    const [value, ...repeats] = params.getAll(key);
    for (const repeat of repeats) dropped.push({ param: key, value: repeat });
    const result = schema.safeParse(value);
    if (result.success) return result.data;
    dropped.push({ param: key, value: value! });
    return schema.parse(undefined);
  };
  const { q, sort, page } = {
    q: read('q', browseParamFields.q),
    sort: read('sort', browseParamFields.sort),
    page: read('page', browseParamFields.page),
  };
  const text = (key: 'price_min' | 'price_max') =>
    read(key, browseParamFields[key]) === undefined ? '' : params.get(key)!.trim();
  const price = { min: text('price_min'), max: text('price_max') };
  if (priceProblem(price.min, price.max)) {
    dropped.push({ param: 'price_max', value: price.max });
    price.max = '';
  }
  const facets = Object.fromEntries(
    BROWSE_FACETS.map((facet) => {
      const values = params.getAll(facet).filter((value) => {
        const ok = facetValuesSchema(facet).safeParse([value]).success;
        if (!ok) dropped.push({ param: facet, value });
        return ok;
      });
      return [facet, values];
    }),
  ) as CatalogState['facets'];
  return {
    state: { q: q ?? '', facets, price_min: price.min, price_max: price.max, sort, page },
    dropped,
  };
}

export const parseCatalogUrl = (search: string): CatalogState => readCatalogUrl(search).state;

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
  // One read per URL: the dropped list keeps its identity until the URL changes (the notice's cue).
  const { state, dropped } = useMemo(() => readCatalogUrl(search), [search]);
  const navigate = useCallback((patch: Partial<CatalogState>, mode: 'push' | 'replace' = 'push') => {
    const current = parseCatalogUrl(window.location.search);
    // A change of filter or sort goes back to the first page.
    const next = { ...current, page: 1, ...patch };
    const search = writeCatalogUrl(next, window.location.search);
    if (search !== window.location.search) setUrlSearch(search, mode);
  }, []);
  return { search, state, dropped, navigate };
}
