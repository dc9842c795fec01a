import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { decodableSearch } from '../../url/decodable-search';
import { setUrlSearch, subscribeToUrl } from '../../url/use-app-url';
import {
  BROWSE_FACETS,
  browseParamFields,
  facetValuesSchema,
  type BrowseFacet,
  type BrowseSort,
  type cigaretteBrowseApi,
} from '../../../contract/cigarette-browse-schema';
import { searchOf } from '../../../contract/endpoint';
import type { Params } from '../../api/http';
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

export type BrowseParams = Params<typeof cigaretteBrowseApi>;

/** The browse endpoint's parameters for a state, in the entry's terms: only what differs from the defaults. */
export function browseParams(state: CatalogState): BrowseParams {
  const given = (text: string) => text.trim() || undefined;
  return {
    q: given(state.q),
    ...Object.fromEntries(BROWSE_FACETS.map((facet) => [facet, state.facets[facet]])),
    price_min: given(state.price_min),
    price_max: given(state.price_max),
    sort: state.sort === 'name' ? undefined : state.sort,
    page: state.page > 1 ? String(state.page) : undefined,
  };
}

/** The whole query string of the page: the state (written as the call writes it), then the parameters it does not own, as they were. */
export function writeCatalogUrl(state: CatalogState, search: string): string {
  const params = new URLSearchParams(searchOf(browseParams(state)));
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
