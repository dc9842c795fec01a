import { queryOptions } from '@tanstack/react-query';
import { browseSchema } from '../../../contract/cigarette-browse-schema';
import { cigaretteQueries, offered } from '../../api/cigarette-queries';
import { requestJson } from '../../api/http';
import { cigaretteBrowseApi } from '../../../contract/cigarette-browse-schema';

// Apart from cigaretteQueries so the browse schema loads with the catalog view, not before the map.

/** One page of the catalog; `query` is the browse endpoint's query string. Null when the provider does not offer it. */
export const catalogPageQuery = (query: string) =>
  queryOptions({
    queryKey: [...cigaretteQueries.all(), 'browse', query] as const,
    queryFn: ({ signal }) => offered(requestJson(cigaretteBrowseApi, `?${query}`, {}, browseSchema, signal)),
    staleTime: 5 * 60_000,
    placeholderData: (previous) => previous,
  });
