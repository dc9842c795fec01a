import { queryOptions } from '@tanstack/react-query';
import { cigaretteQueries, offered } from '../../api/cigarette-queries';
import { call } from '../../api/http';
import { cigaretteBrowseApi } from '../../../contract/cigarette-browse-schema';
import { searchOf } from '../../../contract/endpoint';
import type { BrowseParams } from './catalog-url';

// Apart from cigaretteQueries so the browse schema loads with the catalog view, not before the map.

/** One page of the catalog (keyed by its query string). Null when the provider does not offer it. */
export const catalogPageQuery = (params: BrowseParams) =>
  queryOptions({
    queryKey: [...cigaretteQueries.all(), 'browse', searchOf(params)] as const,
    queryFn: ({ signal }) => offered(call(cigaretteBrowseApi, params, { signal })),
    staleTime: 5 * 60_000,
    placeholderData: (previous) => previous,
  });
