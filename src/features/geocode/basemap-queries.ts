import { queryOptions } from '@tanstack/react-query';
import { call } from '../../api/http';
import { basemapListApi } from '../../../contract/basemap-list-schema';

export const basemapQueries = {
  all: () => ['basemaps'] as const,
  /** The server's configured basemaps: one request a session (they change only with a restart). */
  list: () =>
    queryOptions({
      queryKey: [...basemapQueries.all(), 'list'] as const,
      queryFn: ({ signal }) => call(basemapListApi, {}, { signal }),
      staleTime: Infinity,
      retry: 1,
    }),
};
